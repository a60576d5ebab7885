/**
 * The rows of a statement that returns them as one JSON array in a column `rows` (`select
 * coalesce(json_agg(...), '[]') as rows`): one JSON document rather than thousands of rows, as the
 * embedded database's client decodes every field of every row on its own, which costs far more
 * than parsing one JSON text. PostgreSQL's client hands the array over parsed, PGlite's as text.
 */
export function jsonRows<T>(result: unknown): T[] {
  const json = (result as { rows: { rows: T[] | string }[] }).rows[0]!.rows;
  return typeof json === 'string' ? (JSON.parse(json) as T[]) : json;
}
