import { defaultSortOrder, listMonitorsQuery, type ListMonitorsQuery } from '@tocsin/contract';

export const PAGE_SIZE = 25;
/** Sections need a group's monitors together: the grouped view asks for the most a page holds. */
export const GROUPED_PAGE_SIZE = 100;

/** How the list is laid out: one table, or a section per group (`?view=groups`). */
export type ListView = 'list' | 'groups';

const filterKeys = ['q', 'status', 'type', 'tag', 'groupId'] as const;
type ListKey = (typeof filterKeys)[number] | 'sort' | 'order' | 'page' | 'view';
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
    groupId: field(shape.groupId, get('groupId')) || undefined,
    sort,
    order: field(shape.order, get('order')) ?? defaultSortOrder[sort],
    page: field(shape.page, get('page')) ?? 1,
    pageSize: readListView(search) === 'groups' ? GROUPED_PAGE_SIZE : PAGE_SIZE,
  };
}

/** The layout chosen last in this browser, used when the address names none. */
export const LIST_VIEW_KEY = 'tocsin:monitor-list-view';

function storedListView(): ListView {
  try {
    return window.localStorage.getItem(LIST_VIEW_KEY) === 'groups' ? 'groups' : 'list';
  } catch {
    return 'list'; // Prerendering, or storage blocked.
  }
}

export function storeListView(view: ListView) {
  try {
    window.localStorage.setItem(LIST_VIEW_KEY, view);
  } catch {
    // Storage blocked: the address still holds the choice.
  }
}

/** The address's `view`, else the one chosen last in this browser. */
export function readListView(search: URLSearchParams): ListView {
  const view = search.get('view');
  return view === 'groups' || view === 'list' ? view : storedListView();
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
  changes: Partial<Record<ListKey, string>>,
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
