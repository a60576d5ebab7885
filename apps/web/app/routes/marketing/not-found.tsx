import type { MetaFunction } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Page not found');

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-slate-600">
        The page you are looking for does not exist or has moved. Check the address, or start again
        from one of these pages.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.documentation} variant="outline">
          Read the documentation
        </ButtonLink>
      </div>
    </div>
  );
}
