import type { AuditActors } from '@tocsin/contract';
import { controlClasses, Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { AuditFilter } from '../api/list-audit';
import { targetKinds } from '../describe';

/** Who, what kind and which days: each change goes to the URL, so a filtered view can be shared. */
export function AuditFilters({
  filter,
  actors,
  onChange,
}: {
  filter: AuditFilter;
  actors: AuditActors['items'];
  onChange: (next: AuditFilter) => void;
}) {
  const set = (field: keyof AuditFilter, value: string) =>
    onChange({ ...filter, [field]: value || undefined });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Person or API key"
        value={filter.actorId ?? ''}
        options={[
          { value: '', label: 'Everyone' },
          ...actors.map((a) => ({
            value: a.id,
            label: a.type === 'key' ? `${a.name} (API key)` : a.name,
          })),
        ]}
        onChange={(value) => set('actorId', value)}
      />
      <SelectField
        label="Kind"
        value={filter.targetType ?? ''}
        options={[{ value: '', label: 'Every kind' }, ...targetKinds]}
        onChange={(value) => set('targetType', value)}
      />
      <DateField label="From" value={filter.from} onChange={(value) => set('from', value)} />
      <DateField label="To" value={filter.to} onChange={(value) => set('to', value)} />
    </div>
  );
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="date"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          className={controlClasses}
        />
      )}
    </Field>
  );
}
