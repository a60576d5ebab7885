import { SegmentedControl } from '@/components/ui/segmented-control';

const allRegions = '';

/**
 * Whose history the sections below show: the monitor's own verdicts (all regions together) or
 * what one region saw of it.
 */
export function RegionPicker({
  regions,
  value,
  onChange,
}: {
  regions: readonly string[];
  value: string | null;
  onChange: (region: string | null) => void;
}) {
  return (
    <section aria-label="History by region" className="space-y-2">
      <SegmentedControl
        label="Show the history of"
        options={[allRegions, ...regions]}
        value={value ?? allRegions}
        onChange={(option) => onChange(option === allRegions ? null : option)}
        optionLabel={(option) => (option === allRegions ? 'All regions' : option)}
      />
      <p className="text-sm text-slate-600">
        {value === null
          ? 'Uptime, response times and checks below are the monitor’s verdicts, all regions together.'
          : `Uptime, response times and checks below are what ${value} saw.`}
      </p>
    </section>
  );
}
