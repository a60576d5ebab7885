import { STATUS_PAGE_LIMITS } from '@tocsin/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { ComponentDraft } from '../layout-draft';

/** How long a monitor must stay down or degraded before the page shows it. */
const delays = [
  { value: '0', label: 'Show it at once' },
  { value: '60', label: 'After 1 minute' },
  { value: '120', label: 'After 2 minutes' },
  { value: '300', label: 'After 5 minutes' },
  { value: '600', label: 'After 10 minutes' },
  { value: '900', label: 'After 15 minutes' },
  { value: '1800', label: 'After 30 minutes' },
  { value: '3600', label: 'After 1 hour' },
] as const;

type DelayValue = (typeof delays)[number]['value'];

/** One component of the layout: its public name and options, and where it sits. */
export function ComponentRow({
  component,
  onChange,
  onMove,
  onRemove,
  first,
  last,
}: {
  component: ComponentDraft;
  onChange: (next: ComponentDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  first: boolean;
  last: boolean;
}) {
  const name = component.publicName || component.monitorName;
  const delay = String(component.delaySeconds);
  const delayOptions = delays.some((d) => d.value === delay)
    ? delays
    : [...delays, { value: delay as DelayValue, label: `After ${component.delaySeconds} seconds` }];
  return (
    <li aria-label={name} className="space-y-3 rounded-lg border border-slate-200 bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Monitor: <span className="font-medium text-slate-900">{component.monitorName}</span>
        </p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move ${name} up`}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move ${name} down`}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Public name"
          value={component.publicName}
          maxLength={STATUS_PAGE_LIMITS.nameMax}
          onChange={(e) => onChange({ ...component, publicName: e.target.value })}
        />
        <SelectField
          label="When it fails"
          value={delayOptions.find((d) => d.value === delay)!.value}
          options={delayOptions}
          onChange={(value) => onChange({ ...component, delaySeconds: Number(value) })}
          hint="A short blip under this delay does not show on the page."
        />
      </div>
      <TextField
        label="Description (optional)"
        value={component.description}
        maxLength={STATUS_PAGE_LIMITS.componentDescriptionMax}
        onChange={(e) => onChange({ ...component, description: e.target.value })}
      />
      <Checkbox
        label="Show its response time"
        checked={component.showResponseTime}
        onChange={(e) => onChange({ ...component, showResponseTime: e.target.checked })}
      />
    </li>
  );
}
