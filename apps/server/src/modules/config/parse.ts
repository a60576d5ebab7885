import type { ConfigDocument } from '@tocsin/contract';
import { ValidationError } from '../../lib/errors.js';

/**
 * Reads a configuration document from YAML or JSON text (JSON is YAML too). Every error names
 * the file, the line and the field, as the API returns it. The YAML library loads with the first
 * document a server reads or writes, not at start.
 */
export async function parseConfigDocument(source: string, file: string): Promise<ConfigDocument> {
  const { readConfigText } = await import('@tocsin/contract/config-text');
  const read = readConfigText(source, file);
  if (read.ok) return read.document;
  const { issues } = read;
  throw new ValidationError(
    issues.length === 1
      ? issues[0]!.message
      : `${issues[0]!.message} (and ${issues.length - 1} more)`,
    issues,
  );
}

/** A document as YAML, as `tocsin export` writes it. */
export async function configYaml(document: ConfigDocument): Promise<string> {
  const { stringify } = await import('yaml');
  return stringify(document, { lineWidth: 0 });
}
