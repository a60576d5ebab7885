import type { MetaFunction } from 'react-router';
import { pageMeta } from '@/lib/site';
import { MarketingPage } from '../components/marketing-page';
import { posts } from '../content/posts';

export const meta: MetaFunction = ({ location }) =>
  location.pathname === '/case-studies'
    ? pageMeta('Case Studies', 'How teams use Tocsin to catch outages before their customers do.')
    : pageMeta('Blog', 'Guides, engineering notes and case studies about uptime monitoring.');

export default function BlogPage() {
  return (
    <MarketingPage
      eyebrow="Blog"
      title="Notes on keeping sites online"
      lead="Guides, engineering notes and case studies from the Tocsin team."
      narrow
    >
      <div className="space-y-10">
        {posts.map((post) => (
          <article
            key={post.slug}
            id={post.slug}
            aria-labelledby={`${post.slug}-title`}
            className="rounded-2xl border border-slate-200 bg-surface p-8 shadow-sm"
          >
            <p className="text-sm font-semibold text-brand-700">{post.kind}</p>
            <h2
              id={`${post.slug}-title`}
              className="mt-2 text-2xl font-semibold tracking-tight text-slate-900"
            >
              {post.title}
            </h2>
            <p className="mt-2 text-slate-500">{post.summary}</p>
            <div className="mt-6 space-y-4 leading-7 text-slate-700">
              {post.body.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </MarketingPage>
  );
}
