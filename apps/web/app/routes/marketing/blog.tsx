import { ArrowRight } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { Link, useLocation } from 'react-router';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { caseStudies, formatPostDate, postPath, posts } from '@/features/marketing/content/blog';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';

// The prerender asks for '/case-studies/', the browser shows '/case-studies': both count.
const isCaseStudies = (pathname: string) => pathname.replace(/\/+$/, '') === paths.caseStudies;

export const meta: MetaFunction = ({ location }) =>
  isCaseStudies(location.pathname)
    ? pageMeta(
        'Case Studies',
        'How online shops, SaaS teams and agencies set up Tocsin to catch outages before their customers do.',
      )
    : pageMeta('Blog', 'Guides, engineering notes and case studies about uptime monitoring.');

/** The blog, newest first; at /case-studies only the case studies. */
export default function BlogPage() {
  const onlyCaseStudies = isCaseStudies(useLocation().pathname);
  const list = onlyCaseStudies ? caseStudies : posts;
  return (
    <MarketingPage
      eyebrow={onlyCaseStudies ? 'Case studies' : 'Blog'}
      title={onlyCaseStudies ? 'How teams use Tocsin' : 'Notes on keeping sites online'}
      lead={
        onlyCaseStudies
          ? 'The setups that different kinds of teams build from Tocsin’s checks, confirmations and alerts.'
          : 'Guides, engineering notes and case studies from the Tocsin team.'
      }
      narrow
    >
      <ul className="space-y-6">
        {list.map((post) => (
          <li key={post.slug}>
            <article
              aria-labelledby={`${post.slug}-title`}
              className="relative rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm transition-colors focus-within:border-brand-300 hover:border-brand-300 sm:p-8"
            >
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold text-brand-700">{post.kind}</span>
                <time dateTime={post.date} className="text-slate-500">
                  {formatPostDate(post.date)}
                </time>
              </p>
              <h2
                id={`${post.slug}-title`}
                className="mt-2 text-2xl font-semibold tracking-tight text-slate-900"
              >
                <Link
                  to={postPath(post.slug)}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-2 text-slate-600">{post.summary}</p>
              <p
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700"
              >
                Read more
                <ArrowRight className="size-4" />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </MarketingPage>
  );
}
