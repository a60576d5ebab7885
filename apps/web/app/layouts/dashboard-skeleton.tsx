import { Skeleton } from '@/components/ui/skeleton';

/** Stands in for the dashboard while the session is checked. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your dashboard" className="flex flex-col lg:flex-row">
      <div className="flex gap-2 border-b border-slate-200 px-4 py-3 lg:w-60 lg:flex-col lg:border-r lg:border-b-0 lg:px-3 lg:py-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-24 lg:w-full" />
        ))}
      </div>
      <div className="flex-1 space-y-4 p-6 lg:p-10">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}
