import { useState } from 'react';

/** The sections folded away, by group id (UNGROUPED for the monitors in none). */
export const COLLAPSED_GROUPS_KEY = 'tocsin:collapsed-groups';

function readStored(): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(COLLAPSED_GROUPS_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
  } catch {
    return new Set(); // Storage blocked, or a value this version does not read.
  }
}

function store(collapsed: ReadonlySet<string>) {
  try {
    window.localStorage.setItem(COLLAPSED_GROUPS_KEY, JSON.stringify([...collapsed]));
  } catch {
    // Storage blocked: the sections stay as they are until the page is left.
  }
}

/**
 * Which group sections of the monitor list are collapsed, remembered in this browser. The
 * sections render only once the list has loaded in the browser, so nothing prerendered differs.
 */
export function useCollapsedGroups() {
  const [collapsed, setCollapsed] = useState(readStored);
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      store(next);
      return next;
    });
  return { collapsed, toggle };
}
