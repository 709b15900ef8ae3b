import { type SizeReport } from './checkSizes';

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as a table for the terminal, the chunks that load first on top. */
export function formatSizeReport(report: SizeReport): string {
  const ordered = [...report.chunks].sort(
    (a, b) => Number(b.beforeFirstClick) - Number(a.beforeFirstClick) || b.gzipBytes - a.gzipBytes,
  );
  const rows: string[][] = [
    ['chunk', 'loads', 'minified', 'gzip', 'budget', 'status'],
    ...ordered.map((chunk) => [
      chunk.name,
      chunk.beforeFirstClick ? 'before first click' : 'on demand',
      kilobytes(chunk.bytes),
      `${chunk.gzipBytes} B`,
      `${chunk.budget} B${chunk.catchAllBudget ? ' (any other chunk)' : ''}`,
      chunk.overBudget ? 'OVER BUDGET' : 'ok',
    ]),
    [
      'before first click (React excluded)',
      '',
      '',
      `${report.beforeFirstClick.gzipBytes} B`,
      `${report.beforeFirstClick.budget} B`,
      report.beforeFirstClick.overBudget ? 'OVER BUDGET' : 'ok',
    ],
    ['all chunks', '', '', `${report.totalGzipBytes} B`, '', ''],
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: readonly string[]): string =>
    row
      .map((cell, column) =>
        column >= 2 && column <= 4 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const [header, ...body] = rows;
  const totals = body.splice(-2);
  return [
    line(header ?? []),
    rule,
    ...body.map(line),
    rule,
    ...totals.map(line),
    '',
    report.passed
      ? `Within budget: ${kilobytes(report.beforeFirstClick.gzipBytes)} gzip before the first click, of ${kilobytes(report.beforeFirstClick.budget)}.`
      : 'Over budget: see the rows marked OVER BUDGET (budgets are in size-budgets.json).',
  ].join('\n');
}
