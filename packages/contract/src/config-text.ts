import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { configDocumentSchema, type ConfigDocument } from './config-document.js';

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

/**
 * Reads a configuration document from YAML or JSON text (JSON is YAML too). Every issue names
 * the file, the line and the field.
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
  const parsed = configDocumentSchema.safeParse(doc.toJS({ maxAliasCount: 100 }) ?? {});
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
