import stringWidth from 'string-width';

/**
 * Text from the API as one safe cell: control characters (a name holding an escape sequence
 * would drive the terminal) become spaces, and a long value ends with `…`.
 */
export function cell(value: string | number | null | undefined, max = 60) {
  if (value === null || value === undefined || value === '') return '-';
  // eslint-disable-next-line no-control-regex
  const text = String(value).replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

function padded(text: string, width: number) {
  return text + ' '.repeat(Math.max(0, width - stringWidth(text)));
}

/** Rows under a header, each column as wide as its widest cell (as the terminal shows it). */
export function table(headers: string[], rows: string[][]) {
  const widths = headers.map((header, i) =>
    Math.max(stringWidth(header), ...rows.map((row) => stringWidth(row[i] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((text, i) => padded(text, widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n') + '\n';
}

/** `Label:  value` lines, the values aligned. */
export function details(fields: [label: string, value: string][]) {
  const width = Math.max(...fields.map(([label]) => stringWidth(label))) + 1;
  return (
    fields.map(([label, value]) => `${padded(`${label}:`, width)}  ${value}`).join('\n') + '\n'
  );
}

/** A moment as `2026-11-28 10:21 UTC`: the same on every machine, sortable, unambiguous. */
export function when(iso: string | null) {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '-';
}
