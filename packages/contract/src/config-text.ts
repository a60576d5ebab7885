import {
  isAlias,
  isCollection,
  isNode,
  isPair,
  LineCounter,
  parseDocument,
  visit,
  type Alias,
  type Document,
  type Node,
} from 'yaml';
import {
  CONFIG_TEXT_LIMITS,
  configDocumentSchema,
  type ConfigDocument,
} from './config-document.js';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './text.js';

/**
 * Reading a configuration document from its text, for the server and for `tocsin apply` alike:
 * the command line shows a file's mistakes without a round trip, in the words the API uses.
 * Its own entry point (`@tocsin/contract/config-text`), so what imports the contract alone does
 * not load a YAML parser.
 */

type Path = readonly PropertyKey[];

/** `monitors[2].alerts.channels[0]`: a path as a person reads it. */
export function fieldName(path: Path): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** The line of the deepest node of `path` the document has (a missing field: its parent's). */
function lineOf(doc: Document, lines: LineCounter, path: Path): number | null {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return null;
}

/** "tocsin.yaml, line 12, monitors[2].intervalSeconds: ..." */
const where = (file: string, line: number | null, path: Path) =>
  [file, line === null ? null : `line ${line}`, path.length ? fieldName(path) : null]
    .filter(Boolean)
    .join(', ');

/** A mistake of a document: the field's path (dotted) and a message naming file, line, field. */
export interface ConfigTextIssue {
  path: string;
  message: string;
}

export type ConfigTextResult =
  { ok: true; document: ConfigDocument } | { ok: false; issues: ConfigTextIssue[] };

class TooLarge extends Error {}

/**
 * Sizes the document as its aliases expand it, without expanding it: each node's size and
 * height is counted once (aliases are resolved in one pass, as YAML resolves them: to the last
 * node with that anchor before the alias). Answers why it is too large, or null.
 */
function tooLarge(doc: Document): string | null {
  const anchored = new Map<string, Node>();
  const targets = new Map<Alias, Node | undefined>();
  visit(doc, {
    Node: (_key, node) => {
      if (isAlias(node)) targets.set(node, anchored.get(node.source));
      else if (node.anchor) anchored.set(node.anchor, node);
    },
  });
  const measured = new Map<Node, { values: number; height: number }>();
  const open = new Set<Node>();
  let values = 0;
  const { values: valuesMax, depth: depthMax } = CONFIG_TEXT_LIMITS;
  const measure = (item: unknown, depth: number): { values: number; height: number } => {
    const node = isAlias(item) ? targets.get(item) : item;
    if (!isNode(node) || !isCollection(node)) return { values: 1, height: 1 };
    const known = measured.get(node);
    if (known) {
      if (depth + known.height > depthMax)
        throw new TooLarge(`it is nested more than ${depthMax} levels deep`);
      values += known.values;
      if (values > valuesMax) throw new TooLarge(tooManyValues);
      return known;
    }
    if (open.has(node)) throw new TooLarge('an alias refers to a node that holds it');
    if (depth >= depthMax) throw new TooLarge(`it is nested more than ${depthMax} levels deep`);
    open.add(node);
    const before = values;
    let height = 0;
    for (const entry of node.items)
      for (const part of isPair(entry) ? [entry.key, entry.value] : [entry])
        height = Math.max(height, measure(part, depth + 1).height);
    values += 1;
    open.delete(node);
    const size = { values: values - before, height: height + 1 };
    measured.set(node, size);
    return size;
  };
  const tooManyValues = `its aliases expand it to more than ${valuesMax.toLocaleString('en-US')} values`;
  try {
    measure(doc.contents, 0);
    return null;
  } catch (error) {
    if (error instanceof TooLarge) return error.message;
    throw error;
  }
}

/** `monitors.2.name` as the path of keys it is. */
const pathOf = (dotted: string): Path =>
  dotted === '' ? [] : dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Reads a configuration document from YAML or JSON text (JSON is YAML too). Every issue names
 * the file, the line and the field. A document that aliases expand past CONFIG_TEXT_LIMITS, or
 * with text PostgreSQL cannot store (a NUL or a lone surrogate written as an escape), is refused.
 */
export function readConfigText(source: string, file: string): ConfigTextResult {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) {
    return {
      ok: false,
      issues: doc.errors.map((error) => {
        const line = lines.linePos(error.pos[0]).line;
        return { path: '', message: `${where(file, line, [])}: ${error.message.split('\n')[0]}` };
      }),
    };
  }
  const large = tooLarge(doc);
  if (large)
    return {
      ok: false,
      issues: [{ path: '', message: `${file}: Tocsin does not read this document: ${large}` }],
    };
  // Sized above, so YAML's own alias count, which refuses an anchor used more than 100 times,
  // is not needed.
  const value: unknown = doc.toJS({ maxAliasCount: -1 }) ?? {};
  const unstorable = findUnstorableText(value);
  if (unstorable !== null) {
    const path = pathOf(unstorable);
    return {
      ok: false,
      issues: [
        {
          path: unstorable,
          message: `${where(file, lineOf(doc, lines, path), path)}: ${UNSTORABLE_TEXT_MESSAGE}`,
        },
      ],
    };
  }
  const parsed = configDocumentSchema.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: `${where(file, lineOf(doc, lines, issue.path), issue.path)}: ${issue.message}`,
      })),
    };
  }
  return { ok: true, document: parsed.data as unknown as ConfigDocument };
}

/** The environment variables the document's channels read their secrets from. */
export function secretVariables(document: ConfigDocument): string[] {
  const names = document.channels.flatMap((channel) =>
    Object.values(channel.config).flatMap((value) =>
      value && typeof value === 'object' && 'env' in value ? [String(value.env)] : [],
    ),
  );
  return [...new Set(names)];
}
