import { badgeClasses } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { incidentStateLabels, type IncidentState } from '../labels';

const incidentTones: Record<IncidentState, { badge: string; dot: string }> = {
  open: { badge: 'bg-red-50 text-red-800 ring-red-600/20', dot: 'bg-red-500' },
  acknowledged: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/25', dot: 'bg-amber-500' },
  maintenance: { badge: 'bg-violet-50 text-violet-800 ring-violet-600/20', dot: 'bg-violet-500' },
  resolved: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
};

/** Colour plus the word, so the state never depends on telling colours apart. */
export function IncidentStateBadge({ state }: { state: IncidentState }) {
  return (
    <span className={cn(badgeClasses, incidentTones[state].badge)}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', incidentTones[state].dot)} />
      {incidentStateLabels[state]}
    </span>
  );
}
