import { and, isNotNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { workspaces } from '../../db/schema.js';
import type { BillingDeps } from './deps.js';
import { applyPlan } from './plan-change.js';

/** Acts on every trial that has ended since it was last looked at; answers how many. */
export async function endTrials(deps: BillingDeps) {
  if (!deps.stripe) return 0;
  // Over every workspace at once: the trials are not one tenant's rows.
  const due = await deps.db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      and(
        isNotNull(workspaces.trialEndsAt),
        lte(workspaces.trialEndsAt, deps.now()),
        or(sql`${workspaces.enforcedPlan} is null`, ne(workspaces.enforcedPlan, 'free')),
        // A paying workspace keeps its plan whatever its trial did.
        or(
          sql`${workspaces.subscribedPlan} is null`,
          notInArray(workspaces.subscriptionStatus, ['active', 'trialing', 'past_due']),
        ),
      ),
    );
  for (const { id } of due) await applyPlan(deps, id);
  return due.length;
}
