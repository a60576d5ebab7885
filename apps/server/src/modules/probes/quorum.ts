import type { CheckResult, Quorum, RegionResult } from '@tocsin/contract';

/** What one region's probe answered for one run; null when none answered in time. */
export interface RegionAnswer {
  region: string;
  result: CheckResult | null;
}

/** How many of `answered` regions must fail for the monitor to be down. */
export function failuresNeeded(quorum: Quorum, answered: number): number {
  if (quorum === 'any') return 1;
  if (quorum === 'all') return answered;
  return Math.floor(answered / 2) + 1;
}

const list = (regions: string[]) => regions.join(', ');

function regionResult({ region, result }: RegionAnswer): RegionResult {
  return {
    region,
    status: result?.status ?? null,
    errorKind: result?.errorKind ?? null,
    message: result ? result.message : 'No probe of this region answered in time',
    statusCode: result?.statusCode ?? null,
    timings: result?.timings ?? null,
    checkedAt: result?.checkedAt ?? null,
  };
}

/**
 * One run's verdict from what each region saw: down when at least the quorum of the regions
 * that answered saw it down, degraded when some did (a regional fault, no incident), otherwise
 * the first region's result. Regions that did not answer count neither way; null when none did.
 * The result's own fields are those of the region that decided it, and `regions` lists them all.
 */
export function combineRegions(answers: RegionAnswer[], quorum: Quorum): CheckResult | null {
  const answered = answers.filter(
    (a): a is RegionAnswer & { result: CheckResult } => a.result !== null,
  );
  const first = answered[0];
  if (!first) return null;
  const regions = answers.map(regionResult);
  const failing = answered.filter((a) => a.result.status === 'down');
  const need = failuresNeeded(quorum, answered.length);
  const deciding = failing[0];
  if (!deciding) {
    const degraded = answered.find((a) => a.result.status === 'degraded');
    return { ...(degraded ?? first).result, regions };
  }
  const names = list(failing.map((a) => a.region));
  const of = `${failing.length} of ${answered.length} region${answered.length === 1 ? '' : 's'}`;
  const cause = deciding.result.message ?? 'the check failed';
  if (failing.length >= need) {
    return { ...deciding.result, message: `Down from ${names} (${of}): ${cause}`, regions };
  }
  return {
    ...deciding.result,
    status: 'degraded',
    message: `Failing from ${names} only (${of}; down takes ${need}): ${cause}`,
    regions,
  };
}
