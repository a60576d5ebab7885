import { defaultSortOrder, listMonitorsQuery, type ListMonitorsQuery } from '@tocsin/contract';

export const PAGE_SIZE = 25;

const filterKeys = ['q', 'status', 'type', 'tag'] as const;
const shape = listMonitorsQuery.shape;

/** One URL parameter through its contract schema; an invalid value falls back to the default. */
function field<T>(schema: { safeParse(value: unknown): { data?: T } }, raw: string | null) {
  const value = schema.safeParse(raw === null || raw === '' ? undefined : raw).data;
  return value ?? schema.safeParse(undefined).data;
}

/** Reads the list's state from the URL, field by field, so one bad value does not reset the rest. */
export function readListParams(search: URLSearchParams): ListMonitorsQuery {
  const get = (key: string) => search.get(key);
  const sort = field(shape.sort, get('sort')) ?? 'status';
  return {
    q: field(shape.q, get('q')) || undefined,
    status: field(shape.status, get('status')),
    type: field(shape.type, get('type')),
    tag: field(shape.tag, get('tag')) || undefined,
    sort,
    order: field(shape.order, get('order')) ?? defaultSortOrder[sort],
    page: field(shape.page, get('page')) ?? 1,
    pageSize: PAGE_SIZE,
  };
}

export function hasFilters(params: ListMonitorsQuery): boolean {
  return filterKeys.some((key) => params[key] !== undefined);
}

/**
 * The next URL state: changed keys are set or removed, defaults are left out of the URL, and
 * any change other than the page goes back to page 1.
 */
export function nextSearch(
  current: URLSearchParams,
  changes: Partial<Record<'q' | 'status' | 'type' | 'tag' | 'sort' | 'order' | 'page', string>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}
