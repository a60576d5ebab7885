import {
  incidentUpdateStatuses,
  maintenanceUpdateStatuses,
  statusUpdateNames,
  type StatusImpact,
  type StatusPage,
  type StatusPostKind,
} from '@tocsin/contract';
import type { FieldErrors, FormIssue } from '@/lib/form';

/** Every component of a page, at the top and in its sections, for checkboxes. */
export const componentChoices = (page: StatusPage) =>
  [...page.layout.components, ...page.layout.sections.flatMap((s) => s.components)].map((c) => ({
    id: c.id,
    label: c.publicName,
  }));

export const impactOptions: { value: StatusImpact; label: string }[] = [
  { value: 'none', label: 'None: a notice' },
  { value: 'minor', label: 'Minor: degraded performance' },
  { value: 'major', label: 'Major: a partial outage' },
  { value: 'critical', label: 'Critical: a full outage' },
];

export const impactNames: Record<StatusImpact, string> = {
  none: 'No impact',
  minor: 'Minor',
  major: 'Major',
  critical: 'Critical',
};

/** The statuses an update of each kind of post can have, as a select offers them. */
export const statusOptions = (kind: StatusPostKind) =>
  (kind === 'incident' ? incidentUpdateStatuses : maintenanceUpdateStatuses).map((value) => ({
    value,
    label: statusUpdateNames[value],
  }));

/** Each issue at its top-level field: a chosen component's at the component list. */
export function postErrors(issues: FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) errors[path.split('.')[0] ?? path] ??= message;
  return errors;
}

export const MARKDOWN_HINT =
  'Markdown works: **bold**, _italic_, [links](https://example.com) and lists. Visitors see it on the page, and subscribers are told.';
