// The one CSV writer: RFC 4180 quoting, and formula injection defused (OWASP: =, +, -, @, tab, carriage return).
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../src/domain/csv';

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['=HYPERLINK("https://evil.test","x")', `"'=HYPERLINK(""https://evil.test"",""x"")"`],
  ])('writes %j as text', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers, plain text and empty cells as they are', () => {
    expect([csvCell(-2), csvCell(3.5), csvCell('Alice'), csvCell('a = b'), csvCell(null), csvCell('')]).toEqual(['-2', '3.5', 'Alice', 'a = b', '', '']);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([['a,b', 1, null], ['say "hi"', 'two\nlines']])).toBe('"a,b",1,\r\n"say ""hi""","two\nlines"\r\n');
  });
});
