import type { AuditEntry } from '@tocsin/contract';

const HEADER = [
  'at',
  'actor type',
  'actor',
  'ip',
  'action',
  'target type',
  'target id',
  'target name',
  'changes',
];

/**
 * One CSV field. A value a spreadsheet would run as a formula (= + - @, or a tab or carriage
 * return before one) is prefixed with a quote; quotes, commas and line breaks are quoted.
 */
export function csvField(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The log as CSV (RFC 4180, CRLF line ends), its header first. */
export function* auditCsv(entries: Iterable<AuditEntry>) {
  yield line(HEADER);
  for (const e of entries) {
    yield line([
      e.at,
      e.actorType,
      e.actorName,
      e.ip,
      e.action,
      e.targetType,
      e.targetId,
      e.targetName,
      e.changes ? JSON.stringify(e.changes) : null,
    ]);
  }
}
