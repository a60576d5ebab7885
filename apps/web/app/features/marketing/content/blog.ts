import { paths } from '@/lib/paths';
import { parseFrontMatter, requireFields, slugOfFile } from './markdown';

export const postKinds = ['Guide', 'Engineering', 'Case study'] as const;
export type PostKind = (typeof postKinds)[number];

/** One article of the blog, from a markdown file in apps/web/content/blog. */
export interface Post {
  slug: string;
  title: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  kind: PostKind;
  summary: string;
  body: string;
}

const isPostKind = (value: string): value is PostKind =>
  (postKinds as readonly string[]).includes(value);

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Reads post files (path -> text), newest first. */
export function loadPosts(files: Record<string, string>): Post[] {
  return Object.entries(files)
    .map(([file, source]) => {
      const { data, body } = parseFrontMatter(source);
      const fields = requireFields(data, ['title', 'date', 'kind', 'summary'], file);
      if (!isDay(fields.date)) throw new Error(`${file}: date must be a day like 2026-03-14`);
      if (!isPostKind(fields.kind))
        throw new Error(`${file}: kind must be one of ${postKinds.join(', ')}`);
      return {
        slug: slugOfFile(file),
        title: fields.title,
        date: fields.date,
        kind: fields.kind,
        summary: fields.summary,
        body,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export const posts = loadPosts(
  import.meta.glob<string>('../../../../content/blog/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

export const caseStudies = posts.filter((post) => post.kind === 'Case study');

export const findPost = (slug: string | undefined) => posts.find((post) => post.slug === slug);

export const postPath = (slug: string) => `${paths.blog}/${slug}`;

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2026-03-14" -> "14 March 2026". Fixed words rather than the reader's locale, so the page
 * prerendered at build time and the one the browser renders say the same.
 */
export function formatPostDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${months[month! - 1]} ${year}`;
}
