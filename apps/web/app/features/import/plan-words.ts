import { configObjectKinds, type ConfigObjectKind, type ConfigPlanEntry } from '@tocsin/contract';

type Action = ConfigPlanEntry['action'];

const actions: readonly Action[] = ['create', 'change', 'delete'];

export const actionLabels: Record<Action, string> = {
  create: 'Create',
  change: 'Change',
  delete: 'Delete',
};

const participles: Record<Action, string> = {
  create: 'created',
  change: 'changed',
  delete: 'deleted',
};

export const kindLabels: Record<ConfigObjectKind, string> = {
  monitor: 'Monitor',
  channel: 'Channel',
  maintenance: 'Maintenance window',
  statusPage: 'Status page',
};

const kindNouns: Record<ConfigObjectKind, [one: string, many: string]> = {
  monitor: ['monitor', 'monitors'],
  channel: ['channel', 'channels'],
  maintenance: ['maintenance window', 'maintenance windows'],
  statusPage: ['status page', 'status pages'],
};

/** "a, b and c". */
function listInWords(parts: string[]): string {
  return parts.length < 2
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What a plan does, one clause an action: "12 monitors and 2 channels will be created, 1 monitor
 * will be changed" before an import (`will`), "… were created, … was changed" after it (`done`).
 * Empty for an empty plan.
 */
export function planInWords(plan: ConfigPlanEntry[], tense: 'will' | 'done'): string {
  const clauses: string[] = [];
  for (const action of actions) {
    const counted = configObjectKinds
      .map((kind) => ({
        kind,
        count: plan.filter((entry) => entry.action === action && entry.kind === kind).length,
      }))
      .filter(({ count }) => count > 0);
    if (counted.length === 0) continue;
    const things = counted.map(
      ({ kind, count }) => `${count} ${kindNouns[kind][count === 1 ? 0 : 1]}`,
    );
    const one = counted.length === 1 && counted[0]?.count === 1;
    const verb = tense === 'will' ? 'will be' : one ? 'was' : 'were';
    clauses.push(`${listInWords(things)} ${verb} ${participles[action]}`);
  }
  return clauses.join(', ');
}
