import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML is off in the parser, and what it makes still passes a sanitiser with a short list of
// tags: an update is written by a member of a workspace and read by anyone.
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

const sanitizeOptions: sanitizeHtml.IOptions = {
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
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer ugc' }),
  },
};

/** An update's markdown as HTML that carries no script, style, frame or foreign attribute. */
export function renderMarkdown(text: string): string {
  return sanitizeHtml(markdown.render(text), sanitizeOptions);
}
