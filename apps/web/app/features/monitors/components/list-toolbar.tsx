import {
  monitorStatusValues,
  monitorTypes,
  UNGROUPED,
  type Group,
  type ListMonitorsQuery,
  type MonitorType,
} from '@tocsin/contract';
import { X } from 'lucide-react';
import { monitorStatusLabels } from '@/components/status-badge';
import { controlClasses } from '@/components/ui/field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { cn } from '@/lib/cn';
import type { ListView } from '../list-params';
import { monitorTypeInfo } from '../monitor-types';
import { SearchBox } from './search-box';

export type ListChange = Partial<Record<'q' | 'status' | 'type' | 'tag' | 'groupId', string>>;

const viewLabels: Record<ListView, string> = { list: 'List', groups: 'By group' };

// Side by side on a phone too, so the list starts higher on its screen.
const selectClasses = cn(controlClasses, 'w-auto min-w-0 flex-1 pr-8 sm:flex-none');

export function ListToolbar({
  params,
  onChange,
  groups,
  view,
  onView,
}: {
  params: ListMonitorsQuery;
  onChange: (change: ListChange) => void;
  /** The workspace's groups, for the group filter; none: no filter shown. */
  groups: Pick<Group, 'id' | 'name'>[];
  view: ListView;
  onView: (view: ListView) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* One row on a phone too, so the list starts higher on its screen. */}
      <div className="flex w-full items-center gap-3 sm:w-auto">
        <SegmentedControl
          label="Show monitors"
          options={['list', 'groups'] as const}
          value={view}
          onChange={onView}
          optionLabel={(option) => viewLabels[option]}
        />
        <div className="min-w-0 flex-1 sm:w-80 sm:flex-none">
          <SearchBox value={params.q ?? ''} onSearch={(q) => onChange({ q })} />
        </div>
      </div>
      <FilterSelect
        label="Filter by status"
        value={params.status}
        onChange={(status) => onChange({ status })}
        options={[
          ['', 'All statuses'],
          ...monitorStatusValues.map((status) => [status, monitorStatusLabels[status]] as const),
        ]}
      />
      <FilterSelect
        label="Filter by type"
        value={params.type}
        onChange={(type) => onChange({ type })}
        options={[
          ['', 'All types'],
          ...monitorTypes.map((type: MonitorType) => [type, monitorTypeInfo[type].label] as const),
        ]}
      />
      {groups.length > 0 || params.groupId ? (
        <FilterSelect
          label="Filter by group"
          value={params.groupId}
          onChange={(groupId) => onChange({ groupId })}
          options={[
            ['', 'All groups'],
            [UNGROUPED, 'No group'],
            ...groups.map((group) => [group.id, group.name] as const),
          ]}
        />
      ) : null}
      {params.tag ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800">
          Tag: {params.tag}
          <button
            type="button"
            aria-label={`Remove the tag filter ${params.tag}`}
            onClick={() => onChange({ tag: '' })}
            className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </span>
      ) : (
        // Tags are shown in the table only.
        <p className="hidden text-xs text-slate-500 md:block">
          Click a tag to show only its monitors.
        </p>
      )}
    </div>
  );
}

/** One of the list's filters: a select whose first option ('') shows everything. */
function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: (readonly [value: string, label: string])[];
}) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      className={selectClasses}
    >
      {options.map(([optionValue, optionLabel]) => (
        <option key={optionValue} value={optionValue}>
          {optionLabel}
        </option>
      ))}
    </select>
  );
}
