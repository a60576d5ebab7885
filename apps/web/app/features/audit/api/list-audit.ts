import { auditEndpoints, endpointUrl } from '@tocsin/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const auditKey = ['audit'] as const;

/** The page's filters as the URL holds them: dates are whole days (YYYY-MM-DD). */
export interface AuditFilter {
  actorId?: string;
  targetType?: string;
  from?: string;
  to?: string;
}

const pageSize = 50;

/** The API's query for the filters: a day runs from its first to its last millisecond, locally. */
function auditQuery(filter: AuditFilter) {
  return {
    actorId: filter.actorId || undefined,
    targetType: filter.targetType || undefined,
    from: filter.from ? new Date(`${filter.from}T00:00:00`).toISOString() : undefined,
    to: filter.to ? new Date(`${filter.to}T23:59:59.999`).toISOString() : undefined,
  };
}

/** The CSV of every entry the filters match, for a download link. */
export function auditCsvUrl(filter: AuditFilter) {
  return endpointUrl(auditEndpoints.exportCsv, {}, auditQuery(filter));
}

async function listAudit(filter: AuditFilter, before: string | null, signal?: AbortSignal) {
  const query = { ...auditQuery(filter), limit: pageSize, before: before ?? undefined };
  return call(auditEndpoints.list, { query, signal });
}

/** Newest first; each older page starts after the last entry of the previous one. */
export function auditQueryOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: [...auditKey, 'list', filter],
    queryFn: ({ pageParam, signal }) => listAudit(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAuditLog(filter: AuditFilter, enabled: boolean) {
  return useInfiniteQuery({ ...auditQueryOptions(filter), enabled });
}

export const auditActorsQueryOptions = queryOptions({
  queryKey: [...auditKey, 'actors'],
  queryFn: ({ signal }) => call(auditEndpoints.actors, { signal }),
  retry: false,
});

export function useAuditActors(enabled: boolean) {
  return useQuery({ ...auditActorsQueryOptions, enabled });
}
