// The grid benchmark's table: each row a measure, what it measured, the floor measured in the
// same run (a plain page in the same Chromium) where the target is relative to one, the target,
// and whether it was met or by how much it was missed. Sections add rows; other measures (find
// and replace, say) add their own section functions to the list in grid.bench.ts.

export interface BenchRow {
  measure: string;
  /** Milliseconds, or null when not measured. */
  measured: number | null;
  /** The same measure on a plain page, same run; null when the target is absolute. */
  floor?: number | null;
  /** The limit the measure must stay under (ms), derived from the floor when there is one. */
  limit?: number;
  /** How the limit is derived, e.g. "≤ 1.1 × floor". */
  target?: string;
  note?: string;
}

const ms = (value: number): string =>
  value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`;

function verdict(row: BenchRow): string {
  if (row.limit === undefined) return '—';
  if (row.measured === null) return 'not measured';
  if (row.measured <= row.limit) return 'met';
  const over = row.measured - row.limit;
  return `missed by ${ms(over)} (${((row.measured / row.limit - 1) * 100).toFixed(0)}%)`;
}

export function printTable(title: string, rows: readonly BenchRow[]): void {
  console.log(title);
  console.log('');
  console.log(
    '| measure | measured | floor (plain page, same run) | target | result | why / note |',
  );
  console.log('| --- | ---: | ---: | --- | --- | --- |');
  for (const row of rows) {
    const measured = row.measured === null ? '—' : ms(row.measured);
    const floor = row.floor === undefined || row.floor === null ? '—' : ms(row.floor);
    const target =
      row.limit === undefined
        ? '—'
        : `${row.target ?? '≤'} (${ms(row.limit)})`.replace('≤ (', '≤ ');
    console.log(
      `| ${row.measure} | ${measured} | ${floor} | ${target} | ${verdict(row)} | ${row.note ?? ''} |`,
    );
  }
}
