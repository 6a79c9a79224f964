/**
 * The row of an aggregate without GROUP BY (`.count()`, `.sum()`): SQL always returns exactly one, so an
 * empty answer means the query is not what its caller thinks — say so instead of reading from undefined.
 */
export function aggregateRow<Row>(rows: readonly Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('An aggregate query without GROUP BY returned no row.');
  return row;
}
