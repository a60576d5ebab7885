import { Marked, Renderer, type Tokens } from 'marked';

export interface FrontMatterDocument {
  /** The `key: value` lines of the leading `---` block, values as plain strings. */
  data: Record<string, string>;
  /** The markdown after the block. */
  body: string;
}

/** A value may be quoted, as YAML allows; quoting is how a value keeps a leading `#` or a `: `. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
    return JSON.parse(value) as string;
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'"))
    return value.slice(1, -1).replaceAll("''", "'");
  return value;
}

/**
 * Splits the front matter from a markdown file: a `---` line, `key: value` lines, a `---` line.
 * Only flat string values are read; that is all the content files use, and a line that is not
 * `key: value` is an error rather than a silently missing field.
 */
export function parseFrontMatter(source: string): FrontMatterDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const block = /^---\n([\s\S]*?)\n?---(?:\n|$)/.exec(text);
  if (!block) return { data: {}, body: text };
  const data: Record<string, string> = {};
  block[1]!.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    const match = /^([A-Za-z][\w-]*):(?:\s+(.*))?$/.exec(line);
    if (!match) throw new Error(`Front matter line ${index + 2} is not "key: value": ${line}`);
    data[match[1]!] = unquote((match[2] ?? '').trim());
  });
  return { data, body: text.slice(block[0].length) };
}

/** The front matter fields a content file must have, or an error naming the file and the field. */
export function requireFields<K extends string>(
  data: Record<string, string>,
  fields: readonly K[],
  file: string,
): Record<K, string> {
  const missing = fields.filter((field) => !data[field]);
  if (missing.length > 0) throw new Error(`${file}: front matter lacks ${missing.join(', ')}`);
  return data;
}

/** The file name without its folder and extension: the page's address segment. */
export const slugOfFile = (file: string) => file.replace(/^.*\//, '').replace(/\.md$/, '');

/** "Rate limits & errors" -> "rate-limits-errors": the id of a heading, for #links. */
export function headingId(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function createMarked(headingOffset: number) {
  const seen = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      // Headings get ids so a section can be linked to; repeated titles get -2, -3 ...
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const base = headingId(inner) || 'section';
        const count = (seen.get(base) ?? 0) + 1;
        seen.set(base, count);
        const id = count === 1 ? base : `${base}-${count}`;
        const level = Math.min(6, depth + headingOffset);
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      // A code block scrolls sideways when its lines are long: focusable, so the keyboard can too.
      code(token: Tokens.Code) {
        const html: string = Renderer.prototype.code.call(this, token) as string;
        const label = token.lang ? `${token.lang} example` : 'Example';
        return html.replace(/^<pre>/, `<pre tabindex="0" aria-label="${label}">`);
      },
      // A wide table scrolls inside its own box instead of widening the page on a phone.
      table(token: Tokens.Table) {
        return `<div class="overflow-x-auto">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
    },
  });
  return { marked, reset: () => seen.clear() };
}

const renderers = new Map<number, ReturnType<typeof createMarked>>();
const rendered = new Map<string, string>();

/**
 * Markdown to HTML with GitHub's extensions (tables, fenced code). The content comes from this
 * repository, so the HTML is trusted as it is. `headingOffset` demotes headings, for a document
 * shown below a heading of its own page.
 */
export function renderMarkdown(source: string, { headingOffset = 0 } = {}): string {
  const key = `${headingOffset}\n${source}`;
  const cached = rendered.get(key);
  if (cached !== undefined) return cached;
  let renderer = renderers.get(headingOffset);
  if (!renderer) {
    renderer = createMarked(headingOffset);
    renderers.set(headingOffset, renderer);
  }
  renderer.reset();
  const html = renderer.marked.parse(source, { async: false });
  rendered.set(key, html);
  return html;
}
