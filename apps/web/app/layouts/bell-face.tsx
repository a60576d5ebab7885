import { Bell } from 'lucide-react';

export const bellClass =
  'relative hidden rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 md:inline-flex';

/** The bell's face: the icon, and a dot while something is unread. */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-dot"
          className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-500 ring-2 ring-surface"
        />
      ) : null}
    </>
  );
}

export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
