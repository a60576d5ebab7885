import { isServerPage } from '@tocsin/contract';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { renderMarkdown } from '../content/markdown';

/** Typography for rendered markdown: the classes style the elements marked writes. */
const prose = cn(
  'leading-7 text-slate-700 [&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-10 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-8 [&_h4]:scroll-mt-24 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline-offset-2 [&_a:hover]:underline',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li_ol]:mt-2 [&_li_ul]:mt-2 [&_li>p]:mt-2 [&_li::marker]:text-slate-400',
  '[&_code]:font-mono [&_code]:text-[0.875em]',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-slate-900',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ink [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-ink-foreground',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
);

/** Whether a click on this link can stay in the app rather than load a new page. */
function isAppLink(link: HTMLAnchorElement, event: MouseEvent) {
  const href = link.getAttribute('href') ?? '';
  return (
    href.startsWith('/') &&
    !href.startsWith('//') &&
    !href.startsWith('/api/') &&
    !isServerPage(href) &&
    !link.target &&
    !link.hasAttribute('download') &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * A markdown document from the repository's content, rendered to HTML. Links to other pages of
 * the site navigate inside the app, like the site's own links do.
 */
export function Markdown({
  source,
  headingOffset,
  className,
}: {
  source: string;
  /** Demotes headings: 1 when the page already has a heading above this document's own. */
  headingOffset?: number;
  className?: string;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || !isAppLink(link, event)) return;
    event.preventDefault();
    void navigate(link.getAttribute('href')!);
  };
  return (
    <div
      className={cn(prose, className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(source, { headingOffset }) }}
    />
  );
}
