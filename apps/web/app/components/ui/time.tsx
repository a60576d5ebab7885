import { useDateFormat } from '@/lib/date-format';
import { relativeTime } from '@/lib/relative-time';

/** "3 minutes ago", with the exact date and time on hover. */
export function TimeAgo({ at }: { at: string }) {
  const { formatDateTime } = useDateFormat();
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {relativeTime(at)}
    </time>
  );
}

/** The exact date and time, as the reader's locale writes it, in the zone they chose. */
export function DateTime({ at }: { at: string }) {
  const { formatDateTime } = useDateFormat();
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}
