import { describe, expect, it } from 'vitest';
import { headingId, parseFrontMatter, renderMarkdown, requireFields, slugOfFile } from './markdown';

describe('parseFrontMatter', () => {
  it('reads key: value lines between --- lines and returns the rest as the body', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: Getting started\norder: 1\n---\n\n# Hello\n',
    );
    expect(data).toEqual({ title: 'Getting started', order: '1' });
    expect(body).toBe('\n# Hello\n');
  });

  it('keeps colons inside values and removes the quotes around quoted ones', () => {
    const { data } = parseFrontMatter(
      `---\nsummary: Check, then alert: in that order\ntitle: 'It''s up'\nlead: "A \\"quoted\\" word"\n---\n`,
    );
    expect(data).toEqual({
      summary: 'Check, then alert: in that order',
      title: "It's up",
      lead: 'A "quoted" word',
    });
  });

  it('reads files saved with Windows line ends or a byte order mark', () => {
    const { data, body } = parseFrontMatter('\uFEFF---\r\ntitle: Hi\r\n---\r\nText\r\n');
    expect(data).toEqual({ title: 'Hi' });
    expect(body).toBe('Text\n');
  });

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('# Just text\n')).toEqual({ data: {}, body: '# Just text\n' });
  });

  it('refuses a line that is not key: value, naming the line', () => {
    expect(() => parseFrontMatter('---\ntitle: Fine\n- a list item\n---\n')).toThrow(/line 3/);
  });
});

describe('requireFields', () => {
  it('names the file and every missing field', () => {
    expect(() => requireFields({ title: 'x' }, ['title', 'date', 'kind'], 'a.md')).toThrow(
      'a.md: front matter lacks date, kind',
    );
  });
});

describe('slugOfFile', () => {
  it('is the file name without folder and extension', () => {
    expect(slugOfFile('../../../../content/docs/self-hosting.md')).toBe('self-hosting');
  });
});

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured markdown: headings with ids, lists, code and tables', () => {
    const html = renderMarkdown(
      [
        '## Rate limits & errors',
        '',
        '- one',
        '- `two`',
        '',
        '```sh',
        'curl -fsS https://example.com',
        '```',
        '',
        '| A | B |',
        '| - | - |',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="rate-limits-errors">Rate limits &amp; errors</h2>');
    expect(html).toContain('<li><code>two</code></li>');
    // Focusable, so a keyboard can scroll a long line.
    expect(html).toContain(
      '<pre tabindex="0" aria-label="sh example"><code class="language-sh">curl -fsS https://example.com',
    );
    expect(html).toMatch(/<div class="overflow-x-auto"><table>[\s\S]*<td>1<\/td>/);
  });

  it('numbers repeated headings so every id is unique, in every rendering', () => {
    const source = '## Setup\n\n## Setup\n';
    const first = renderMarkdown(source);
    expect(first).toContain('id="setup"');
    expect(first).toContain('id="setup-2"');
    expect(renderMarkdown(`${source}\n`)).not.toContain('id="setup-3"');
  });

  it('demotes headings by the offset, for a document shown under a heading of its page', () => {
    expect(renderMarkdown('## Step one', { headingOffset: 1 })).toContain(
      '<h3 id="step-one">Step one</h3>',
    );
  });
});

describe('headingId', () => {
  it('keeps letters and digits, lower case, joined by dashes', () => {
    expect(headingId('<code>GET /api/v1/me</code> &amp; more')).toBe('get-api-v1-me-more');
  });
});
