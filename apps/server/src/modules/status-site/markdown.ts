import type MarkdownIt from 'markdown-it';
import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../lib/lazy.js';

// Loaded with the first update shown: the two and what they use are ~1 MB of code.
const markdownIt = lazyRequire<typeof MarkdownIt>('markdown-it');
const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');
let markdown: ReturnType<typeof MarkdownIt> | undefined;

const sanitizeOptions = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Headings inside an update stay below the update's own.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    a: sanitize.simpleTransform('a', { rel: 'nofollow noopener noreferrer ugc' }),
  },
});
let options: sanitizeHtml.IOptions | undefined;

/** An update's markdown as HTML that carries no script, style, frame or foreign attribute. */
export function renderMarkdown(text: string): string {
  // Raw HTML is off in the parser, and what it makes still passes a sanitiser with a short list
  // of tags: an update is written by a member of a workspace and read by anyone.
  markdown ??= new (markdownIt())({ html: false, linkify: true, breaks: true });
  const sanitize = sanitizer();
  options ??= sanitizeOptions(sanitize);
  return sanitize(markdown.render(text), options);
}
