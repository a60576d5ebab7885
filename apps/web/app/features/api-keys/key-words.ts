import { keyRole, roleNames, type ApiKey, type ApiKeyArea } from '@tocsin/contract';

const DAY_MS = 86_400_000;

/** What a key may do, in words: "Read-only, monitors only", "Read and write, every area". */
export function scopeInWords(key: Pick<ApiKey, 'access' | 'areas'>) {
  const access = key.access === 'read' ? 'Read-only' : 'Read and write';
  return `${access}, ${areasInWords(key.areas)}`;
}

/** The areas in the order they are named: "monitors, incidents and status pages only". */
const areaNames: Record<ApiKeyArea, string> = {
  monitors: 'monitors',
  incidents: 'incidents',
  'status-pages': 'status pages',
};
const areaOrder: readonly ApiKeyArea[] = ['monitors', 'incidents', 'status-pages'];

export function areasInWords(areas: readonly ApiKeyArea[]) {
  if (areas.length === 0) return 'every area';
  const names = areaOrder.filter((a) => areas.includes(a)).map((a) => areaNames[a]);
  const last = names.pop()!;
  return `${names.length ? `${names.join(', ')} and ${last}` : last} only`;
}

/**
 * What the key's creator means for it now, or null when the key does all its scope says: a key
 * does only what the member who created it may now, and nothing once they left the workspace.
 */
export function creatorNote(key: Pick<ApiKey, 'access' | 'creatorRole'>) {
  if (key.creatorRole === null) {
    return { stopped: true, text: 'No longer works: its creator left the workspace' };
  }
  const role = keyRole(key.creatorRole, key.access);
  if (role === keyRole('owner', key.access)) return null;
  return {
    stopped: false,
    text: `Limited to what a ${roleNames[role]} may do, its creator's role`,
  };
}

export function isExpired(key: Pick<ApiKey, 'expiresAt'>, now = Date.now()) {
  return key.expiresAt !== null && new Date(key.expiresAt).getTime() <= now;
}

/** The expiry choices of the form. */
export type ExpiryChoice = 'never' | '30' | '90' | 'date';

/**
 * The `expiresAt` a choice means: in 30 or 90 days from now, or at the end of the picked day
 * (`YYYY-MM-DD`) in this browser's time zone; null for never, undefined for a missing date.
 */
export function expiryOf(choice: ExpiryChoice, date: string, now = new Date()) {
  if (choice === 'never') return null;
  if (choice === 'date') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!match) return undefined;
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    return new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
  }
  return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
}
