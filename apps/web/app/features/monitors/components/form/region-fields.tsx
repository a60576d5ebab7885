import { quorums, type Quorum } from '@tocsin/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { useRegions } from '../../api/list-regions';
import type { FieldsProps } from '../../form/fields-props';
import { isPushed } from '../../monitor-types';

const quorumLabels: Record<Quorum, string> = {
  majority: 'Most of its regions see it fail (recommended)',
  any: 'Any one region sees it fail',
  all: 'Every region sees it fail',
};

/**
 * Where the checks come from, on an instance with probes in several regions: none ticked means
 * every live region. Hidden where the server checks everything itself.
 */
export function RegionFields({ values, errors, set }: FieldsProps) {
  const regions = useRegions();
  // A saved choice stays visible (and can be unticked) even if its region has gone.
  const names = [
    ...new Set([...(regions?.regions.map((r) => r.name) ?? []), ...values.regions]),
  ].sort();
  if (isPushed(values.type) || names.length === 0) return null;
  const live = new Map(regions?.regions.map((r) => [r.name, r.live]));
  const toggle = (name: string, on: boolean) =>
    set(
      'regions',
      on ? [...values.regions, name].sort() : values.regions.filter((r) => r !== name),
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Check from</legend>
        <p className="mt-1 text-xs text-slate-500">
          None ticked: from every region with a probe running.
        </p>
        <div className="mt-2 grid gap-2">
          {names.map((name) => (
            <Checkbox
              key={name}
              name="regions"
              value={name}
              checked={values.regions.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
              label={
                <>
                  {name}
                  {live.get(name) ? null : (
                    <span className="ml-1 text-amber-700">(no probe running now)</span>
                  )}
                </>
              }
            />
          ))}
        </div>
        {errors.regions ? (
          <p role="alert" className="mt-1 text-xs font-medium text-red-700">
            {errors.regions}
          </p>
        ) : null}
      </fieldset>
      <SelectField<Quorum>
        label="Down when"
        value={values.quorum}
        options={quorums.map((q) => ({ value: q, label: quorumLabels[q] }))}
        onChange={(quorum) => set('quorum', quorum)}
        error={errors.quorum}
        hint="Fewer failing regions mark it degraded there, without an incident."
      />
    </div>
  );
}
