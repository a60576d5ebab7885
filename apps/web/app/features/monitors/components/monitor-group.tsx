import { Folder } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useGroups } from '../api/list-groups';

/** The group a monitor is filed in, linking to the list of that group's monitors. */
export function MonitorGroup({ groupId }: { groupId: string | null }) {
  const groups = useGroups();
  const group = groupId ? groups.data?.items.find((g) => g.id === groupId) : undefined;
  if (!group) return null;
  const search = new URLSearchParams({ view: 'groups', groupId: group.id });
  return (
    <span className="inline-flex items-center gap-1.5">
      <Folder aria-hidden="true" className="size-4 text-slate-500" />
      <span>
        Group{' '}
        <Link
          to={`${paths.dashboard.monitors}?${search}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {group.name}
        </Link>
      </span>
    </span>
  );
}
