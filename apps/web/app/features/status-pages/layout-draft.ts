import type { StatusLayout, StatusLayoutInput } from '@tocsin/contract';

/** A component as the editor holds it; `key` tells rows apart while they move. */
export interface ComponentDraft {
  key: string;
  monitorId: string;
  monitorName: string;
  publicName: string;
  description: string;
  showResponseTime: boolean;
  delaySeconds: number;
}

export interface SectionDraft {
  key: string;
  name: string;
  components: ComponentDraft[];
}

/** The layout being edited: components at the top of the page, then sections. */
export interface LayoutDraft {
  components: ComponentDraft[];
  sections: SectionDraft[];
}

let counter = 0;
export const newKey = () => `draft-${(counter += 1)}`;

export function draftOf(layout: StatusLayout): LayoutDraft {
  const component = (c: StatusLayout['components'][number]): ComponentDraft => ({
    key: c.id,
    monitorId: c.monitorId,
    monitorName: c.monitorName,
    publicName: c.publicName,
    description: c.description,
    showResponseTime: c.showResponseTime,
    delaySeconds: c.delaySeconds,
  });
  return {
    components: layout.components.map(component),
    sections: layout.sections.map((s) => ({
      key: s.id,
      name: s.name,
      components: s.components.map(component),
    })),
  };
}

/** A new component for a monitor: the public name starts as the monitor's own. */
export const componentFor = (monitor: { id: string; name: string }): ComponentDraft => ({
  key: newKey(),
  monitorId: monitor.id,
  monitorName: monitor.name,
  publicName: monitor.name,
  description: '',
  showResponseTime: false,
  delaySeconds: 0,
});

export function inputOf(draft: LayoutDraft): StatusLayoutInput {
  const component = (c: ComponentDraft) => ({
    monitorId: c.monitorId,
    publicName: c.publicName,
    description: c.description,
    showResponseTime: c.showResponseTime,
    delaySeconds: c.delaySeconds,
  });
  return {
    components: draft.components.map(component),
    sections: draft.sections.map((s) => ({
      name: s.name,
      components: s.components.map(component),
    })),
  };
}

/** The list with the item at `index` moved by `by` places (-1 up, 1 down); as is at an end. */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The monitors already on the page: each may be shown once. */
export const usedMonitors = (draft: LayoutDraft) =>
  new Set([
    ...draft.components.map((c) => c.monitorId),
    ...draft.sections.flatMap((s) => s.components.map((c) => c.monitorId)),
  ]);
