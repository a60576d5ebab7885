import { ArrowLeft } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { Link, useParams } from 'react-router';
import { Markdown } from '@/features/marketing/components/markdown';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { findPost, formatPostDate } from '@/features/marketing/content/blog';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';
import NotFoundPage from './not-found';

export const meta: MetaFunction = ({ params }) => {
  const post = findPost(params.slug);
  return post ? pageMeta(post.title, post.summary) : pageMeta('Page not found');
};

/** One article of the blog, at /blog/:slug. */
export default function BlogPostPage() {
  const post = findPost(useParams().slug);
  if (!post) return <NotFoundPage />;
  const caseStudy = post.kind === 'Case study';
  return (
    <MarketingPage
      eyebrow={post.kind}
      title={post.title}
      lead={
        <>
          {post.summary}
          <time dateTime={post.date} className="mt-3 block text-sm text-slate-500">
            {formatPostDate(post.date)}
          </time>
        </>
      }
      narrow
    >
      <article aria-label={post.title}>
        <Markdown source={post.body} />
      </article>
      <p className="mt-16 border-t border-slate-200 pt-8">
        <Link
          to={caseStudy ? paths.caseStudies : paths.blog}
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {caseStudy ? 'All case studies' : 'All posts'}
        </Link>
      </p>
    </MarketingPage>
  );
}
