import type { MetaFunction } from 'react-router';
import { Link, useLocation } from 'react-router';
import { DocsLayout } from '@/features/marketing/components/docs-nav';
import { Markdown } from '@/features/marketing/components/markdown';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { docPath, docs, findDoc, START_DOC } from '@/features/marketing/content/docs';
import { pageMeta } from '@/lib/site';

/** The aliases show this page under their own names. */
const titles: Record<string, string> = {
  '/help': 'Help Center',
  '/community': 'Community',
  '/webinars': 'Webinars',
};

// The prerender asks for '/help/', the browser shows '/help': both must give the same name.
const titleOf = (pathname: string) => titles[pathname.replace(/\/+$/, '')] ?? 'Documentation';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(
    titleOf(location.pathname),
    'How to use and run Tocsin: monitor types, alerts and channels, incidents, the API, self-hosting and scaling.',
  );

export default function DocumentationPage() {
  const { pathname } = useLocation();
  const start = findDoc(START_DOC);
  return (
    <MarketingPage
      eyebrow={titleOf(pathname)}
      title="Tocsin documentation"
      lead="How to check your sites and services, get the right people alerted, and run Tocsin on your own server."
    >
      <DocsLayout docs={docs}>
        <section aria-labelledby="topics-heading">
          <h2 id="topics-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            Topics
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {docs.map((doc) => (
              <li key={doc.slug}>
                <Link
                  to={docPath(doc.slug)}
                  className="block h-full rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="font-semibold text-slate-900">{doc.title}</span>
                  <span className="mt-1 block text-sm leading-6 text-slate-600">
                    {doc.description}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {start ? (
          <article aria-labelledby="start-heading" className="mt-16">
            <h2 id="start-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              {start.title}
            </h2>
            <p className="mt-2 text-lg text-slate-600">{start.description}</p>
            <Markdown source={start.body} headingOffset={1} className="mt-8" />
          </article>
        ) : null}
      </DocsLayout>
    </MarketingPage>
  );
}
