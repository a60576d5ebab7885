import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { Link, useParams } from 'react-router';
import { DocsLayout } from '@/features/marketing/components/docs-nav';
import { Markdown } from '@/features/marketing/components/markdown';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { docPath, docs, findDoc } from '@/features/marketing/content/docs';
import { pageMeta } from '@/lib/site';
import NotFoundPage from './not-found';

export const meta: MetaFunction = ({ params }) => {
  const doc = findDoc(params.slug);
  return doc ? pageMeta(doc.title, doc.description) : pageMeta('Page not found');
};

/** One topic of the documentation, at /documentation/:slug. */
export default function DocumentationTopicPage() {
  const { slug } = useParams();
  const doc = findDoc(slug);
  if (!doc) return <NotFoundPage />;
  const index = docs.indexOf(doc);
  const previous = docs[index - 1];
  const next = docs[index + 1];
  return (
    <MarketingPage eyebrow="Documentation" title={doc.title} lead={doc.description}>
      <DocsLayout docs={docs} current={doc.slug}>
        <article aria-label={doc.title}>
          <Markdown source={doc.body} />
        </article>
        <nav
          aria-label="More topics"
          className="mt-16 flex flex-col gap-4 border-t border-slate-200 pt-8 sm:flex-row sm:justify-between"
        >
          {previous ? (
            <Link
              to={docPath(previous.slug)}
              className="flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-700"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              <span>
                <span className="block text-xs text-slate-500">Previous</span>
                {previous.title}
              </span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={docPath(next.slug)}
              className="flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-700 sm:text-right"
            >
              <span>
                <span className="block text-xs text-slate-500">Next</span>
                {next.title}
              </span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      </DocsLayout>
    </MarketingPage>
  );
}
