// SOQL literals built from a visitor's email cannot break out of the string (server/integrations/salesforce/record.ts).
import { describe, expect, it } from 'vitest';
import { soqlString } from '../../../server/integrations/salesforce/record';

describe('soqlString', () => {
  it('quotes and escapes quotes and backslashes', () => {
    expect(soqlString('jane@acme.example')).toBe("'jane@acme.example'");
    expect(soqlString("o'neil@acme.example")).toBe("'o\\'neil@acme.example'");
    expect(soqlString("x' OR Email != '")).toBe("'x\\' OR Email != \\''");
    expect(soqlString('a\\b')).toBe("'a\\\\b'");
  });
});
