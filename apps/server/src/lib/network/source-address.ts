import { isIP } from 'node:net';
import type { ResolvedAddress } from './types.js';

/**
 * Connects from one local address (a probe's `--source`): only the target's addresses of that
 * address's family can be reached from it, so the others are left out. Without a source address,
 * or when the target has none of its family, the system chooses as usual.
 */
export function fromSource<T extends ResolvedAddress>(
  addresses: readonly T[],
  localAddress: string | undefined,
): { addresses: readonly T[]; localAddress?: string } {
  if (!localAddress) return { addresses };
  const family = isIP(localAddress);
  const reachable = addresses.filter((a) => a.family === family);
  return reachable.length > 0 ? { addresses: reachable, localAddress } : { addresses };
}
