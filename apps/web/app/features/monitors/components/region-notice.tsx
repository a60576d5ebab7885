import { Alert } from '@/components/ui/alert';
import { useRegions } from '../api/list-regions';

/** Says which regions have no probe reporting, and that their monitors are checked from the rest. */
export function RegionNotice() {
  const regions = useRegions();
  const gone = regions?.regions.filter((r) => !r.live).map((r) => r.name) ?? [];
  if (gone.length === 0) return null;
  const all = gone.length === regions?.regions.length;
  return (
    <Alert tone={all ? 'error' : 'warning'}>
      {all
        ? `No probe is reporting from any region (${gone.join(', ')}): monitors are not being checked until one comes back.`
        : `No probe is reporting from ${gone.join(', ')}: monitors are checked from the other regions until it comes back.`}
    </Alert>
  );
}
