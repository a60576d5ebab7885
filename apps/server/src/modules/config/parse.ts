import { configDocumentSchema, type ConfigDocument } from '@tocsin/contract';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { ValidationError } from '../../lib/errors.js';

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

/**
 * Reads a configuration document from YAML or JSON text (JSON is YAML too). Every error names
 * the file, the line and the field, as the API returns it.
 */
export function parseConfigDocument(source: string, file: string): ConfigDocument {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) {
    const issues = doc.errors.map((error) => {
      const line = lines.linePos(error.pos[0]).line;
      return { path: '', message: `${where(file, line, [])}: ${error.message.split('\n')[0]}` };
    });
    throw new ValidationError(`${issues[0]!.message}`, issues);
  }
  const parsed = configDocumentSchema.safeParse(doc.toJS({ maxAliasCount: 100 }) ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: `${where(file, lineOf(doc, lines, issue.path), issue.path)}: ${issue.message}`,
    }));
    throw new ValidationError(
      issues.length === 1
        ? issues[0]!.message
        : `${issues[0]!.message} (and ${issues.length - 1} more)`,
      issues,
    );
  }
  return parsed.data as unknown as ConfigDocument;
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
