import type MarkdownIt from 'markdown-it';
import type sanitizeHtml from 'sanitize-html';
import { lazyRequire, once } from '../../lib/lazy.js';

// The two libraries and what they use are ~1 MB of code, loaded with the first update shown.
const markdownIt = lazyRequire<typeof MarkdownIt>('markdown-it');
const sanitizeHtmlLib = lazyRequire<typeof sanitizeHtml>('sanitize-html');

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

// Raw HTML is off in the parser, and what it makes still passes a sanitiser with a short list of
// tags: an update is written by a member of a workspace and read by anyone.
const renderer = once(() => {
  const markdown = new (markdownIt())({ html: false, linkify: true, breaks: true });
  const sanitize = sanitizeHtmlLib();
  const options = sanitizeOptions(sanitize);
  return (text: string) => sanitize(markdown.render(text), options);
});

/** An update's markdown as HTML that carries no script, style, frame or foreign attribute. */
export function renderMarkdown(text: string): string {
  return renderer()(text);
}
