// CSV as every export writes it (RFC 4180), with formula injection defused: a spreadsheet runs a cell that starts
// with =, +, -, @, a tab or a carriage return as a formula (OWASP "CSV Injection"), so such text gets a leading
// apostrophe, which spreadsheets show as text and do not display. Numbers are written as they are (-2 stays -2).

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that a spreadsheet would evaluate starts with "'"; a comma, quote or line break is quoted. */
export function csvCell(v: CsvValue): string {
  if (v === null) return '';
  let s = String(v);
  if (typeof v === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows as CSV text, CRLF after each row. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
