import { auditActorsResponse, auditListResponse } from '@tocsin/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
export function auditSearch(filter: AuditFilter) {
  const search = new URLSearchParams();
  if (filter.actorId) search.set('actorId', filter.actorId);
  if (filter.targetType) search.set('targetType', filter.targetType);
  if (filter.from) search.set('from', new Date(`${filter.from}T00:00:00`).toISOString());
  if (filter.to) search.set('to', new Date(`${filter.to}T23:59:59.999`).toISOString());
  return search;
}

/** The CSV of every entry the filters match, for a download link. */
export function auditCsvUrl(filter: AuditFilter) {
  const search = auditSearch(filter).toString();
  return `/api/v1/audit.csv${search ? `?${search}` : ''}`;
}

async function listAudit(filter: AuditFilter, before: string | null, signal?: AbortSignal) {
  const search = auditSearch(filter);
  search.set('limit', String(pageSize));
  if (before) search.set('before', before);
  return auditListResponse.parse(await api(`/api/v1/audit?${search}`, { signal }));
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
  queryFn: async ({ signal }) =>
    auditActorsResponse.parse(await api('/api/v1/audit/actors', { signal })),
  retry: false,
});

export function useAuditActors(enabled: boolean) {
  return useQuery({ ...auditActorsQueryOptions, enabled });
}
