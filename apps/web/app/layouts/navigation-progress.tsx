import { useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/** While the next page's code or data loads: a bar under the top edge and a spinner. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50">
      <div className="h-0.5 overflow-hidden bg-brand-100">
        <div className="h-full w-full origin-left animate-progress bg-brand-600" />
      </div>
      <div className="mt-20 flex justify-center">
        <div className="rounded-full border border-slate-200 bg-surface/95 px-3 py-1.5 shadow-md">
          <Spinner className="size-4" label="Loading page" />
        </div>
      </div>
    </div>
  );
}
