import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The wordmark with a bell: a tocsin is an alarm bell. */
export function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <BellRing aria-hidden="true" className="size-4.5" />
      </span>
      Tocsin
    </Link>
  );
}
