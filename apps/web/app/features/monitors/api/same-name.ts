import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listMonitors, monitorListsKey } from './list-monitors';

const PAUSE_MS = 400;

/**
 * Another monitor of the workspace with this name (letter case aside), once typing pauses; null
 * when there is none. Names need not be unique, but two alike are easily mixed up in alerts.
 */
export function useSameNameMonitor(name: string, exceptId?: string) {
  const [settled, setSettled] = useState(name.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const found = useQuery({
    queryKey: [...monitorListsKey, 'same-name', settled],
    queryFn: ({ signal }) =>
      listMonitors({ q: settled, sort: 'name', page: 1, pageSize: 100 }, signal),
    enabled: settled.length > 0,
    staleTime: 30_000,
  });
  const wanted = settled.toLowerCase();
  return (
    found.data?.items.find((m) => m.id !== exceptId && m.name.trim().toLowerCase() === wanted) ??
    null
  );
}
