import { paths } from '@/lib/paths';
import { parseFrontMatter, requireFields, slugOfFile } from './markdown';

/** One page of the documentation, from a markdown file in apps/web/content/docs. */
export interface Doc {
  /** The file name, and the last segment of the page's address. */
  slug: string;
  title: string;
  description: string;
  /** Position in the table of contents, lowest first. */
  order: number;
  /** The markdown after the front matter. */
  body: string;
}

/** The doc /documentation shows below the table of contents. */
export const START_DOC = 'getting-started';

/** Reads doc files (path -> text), sorted for the table of contents. */
export function loadDocs(files: Record<string, string>): Doc[] {
  return Object.entries(files)
    .map(([file, source]) => {
      const { data, body } = parseFrontMatter(source);
      const fields = requireFields(data, ['title', 'description', 'order'], file);
      const order = Number(fields.order);
      if (!Number.isInteger(order)) throw new Error(`${file}: order must be a whole number`);
      return {
        slug: slugOfFile(file),
        title: fields.title,
        description: fields.description,
        order,
        body,
      };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

// Bundled at build time: the pages are prerendered, and need no request to show a doc.
export const docs = loadDocs(
  import.meta.glob<string>('../../../../content/docs/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

export const findDoc = (slug: string | undefined) => docs.find((doc) => doc.slug === slug);

export const docPath = (slug: string) => `${paths.documentation}/${slug}`;
