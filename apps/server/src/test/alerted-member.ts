import type { CheckResult } from '@tocsin/contract';
import { expect } from 'vitest';
import { incidents } from '../db/schema.js';
import { confirmEmailOf, newUser, signUpCookie, type Harness } from './harness.js';

type Api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<{ statusCode: number; body: string; json<T>(): T }>;

/** A new member with a monitor whose alerts reach them directly, and the `channels` it adds. */
export async function memberWithMonitor(
  h: Harness,
  channels: (api: Api) => Promise<string[]> = () => Promise.resolve([]),
) {
  const { email } = newUser();
  const cookie = await signUpCookie(h.app, { email });
  await confirmEmailOf(h, email);
  const api: Api = (method, url, payload) =>
    h.app.inject({ method, url, headers: { cookie }, payload });
  const workspaceId = (await api('GET', '/api/v1/me')).json<{ workspace: { id: string } }>()
    .workspace.id;
  const monitor = await api('POST', '/api/v1/monitors', {
    type: 'http',
    name: 'Checkout',
    url: 'http://127.0.0.1:9/health',
    intervalSeconds: 60,
    timeoutSeconds: 5,
  });
  const monitorId = monitor.json<{ id: string }>().id;
  const rules = await api('PUT', `/api/v1/monitors/${monitorId}/alerts`, {
    channelIds: await channels(api),
    notifyMembers: true,
    events: { down: true, recovery: true, degraded: false, certificateDays: null },
    reminderMinutes: null,
    escalation: null,
  });
  expect(rules.statusCode, rules.body).toBe(200);
  return { email, api, workspaceId, monitorId };
}

/** A check that got a 503 at `checkedAt`: the cause of the incidents confirmDown opens. */
export function http503(checkedAt: Date): CheckResult {
  return {
    status: 'down',
    errorKind: 'http-status',
    message: 'HTTP 503 Service Unavailable',
    statusCode: 503,
    timings: { total: 3 },
    bytesRead: 0,
    remoteAddress: '127.0.0.1',
    checkedAt: checkedAt.toISOString(),
    certificate: null,
    details: null,
  };
}

/** The engine's part when a failure is confirmed: the incident and its plan, in one transaction. */
export function confirmDown(
  h: Harness,
  input: { workspaceId: string; monitorId: string; startedAt: Date },
) {
  return h.db.transaction(async (tx) => {
    const [incident] = await tx
      .insert(incidents)
      .values({
        id: crypto.randomUUID(),
        workspaceId: input.workspaceId,
        monitorId: input.monitorId,
        startedAt: input.startedAt,
        confirmedAt: input.startedAt,
        causeKind: 'http-status',
        cause: http503(input.startedAt),
      })
      .returning();
    await h.alerting.planner.incidentOpened(tx, {
      incident: incident!,
      failures: 2,
      maintenance: null,
      now: new Date(),
    });
    return incident!;
  });
}
