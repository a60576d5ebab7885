import { checkEndpoints, type CheckTypesResponse, type MonitorType } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export async function listCheckTypes(signal?: AbortSignal) {
  return call(checkEndpoints.types, { signal });
}

/** Why this server cannot run each type it cannot; the others are absent. */
export type UnavailableTypes = ReadonlyMap<MonitorType, string>;

const unavailableOf = (data: CheckTypesResponse): UnavailableTypes =>
  new Map(data.items.flatMap((t) => (t.available ? [] : [[t.type, t.reason ?? 'unknown']])));

/** Which types this server can run; found out once at its start, so it is not asked again. */
export function checkTypesQueryOptions() {
  return queryOptions({
    queryKey: ['check-types'],
    queryFn: ({ signal }) => listCheckTypes(signal),
    staleTime: Infinity,
  });
}

const none: UnavailableTypes = new Map();

/**
 * The types this server cannot run, with the reason. Empty while the answer is on its way or
 * when it failed: the server still refuses such a type, under the type field.
 */
export function useUnavailableTypes(): UnavailableTypes {
  return useQuery({ ...checkTypesQueryOptions(), select: unavailableOf }).data ?? none;
}
