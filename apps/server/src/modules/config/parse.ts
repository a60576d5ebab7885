import type { ConfigDocument } from '@tocsin/contract';
import { readConfigText } from '@tocsin/contract/config-text';
import { ValidationError } from '../../lib/errors.js';

/**
 * Reads a configuration document from YAML or JSON text (JSON is YAML too). Every error names
 * the file, the line and the field, as the API returns it.
 */
export function parseConfigDocument(source: string, file: string): ConfigDocument {
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
