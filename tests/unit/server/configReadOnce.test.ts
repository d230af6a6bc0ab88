// Issue 24: the environment is read once, by loadConfig (server/config.ts), and the values are passed down.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../server/config';
import { envFor } from '../../../server/routes/bootstrap';
import { DEFAULT_PACING } from '../../../server/realtime/pacing';

const base = { DATA_DIR: ':memory:' };

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? serverFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('configuration read once', () => {
  it('no server file but config.ts (and main.ts, which calls loadConfig) reads process.env', () => {
    const allowed = new Set(['server/config.ts', 'server/main.ts']);
    const readers = serverFiles('server')
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => !allowed.has(f) && /process\.env\b/.test(fs.readFileSync(f, 'utf8')));
    expect(readers).toEqual([]);
  });

  it('TRUST_PROXY, REALTIME_PACING and ERROR_REPORTING_DSN become typed fields, with their former defaults', () => {
    const defaults = loadConfig(base);
    expect(defaults.trustProxy).toBe(false);
    expect(defaults.realtimePacing).toEqual(DEFAULT_PACING);
    expect(defaults.errorReportingDsn).toBeNull();

    const set = loadConfig({ ...base, TRUST_PROXY: 'true', REALTIME_PACING: '5', ERROR_REPORTING_DSN: 'https://key@glitchtip.example.test/1' });
    expect(set.trustProxy).toBe(true);
    expect(set.realtimePacing).toEqual({ ...DEFAULT_PACING, factor: 5 });
    expect(set.errorReportingDsn).toBe('https://key@glitchtip.example.test/1');
    expect(loadConfig({ ...base, REALTIME_PACING: 'off' }).realtimePacing).toBeNull();
  });

  it('PG_NAMED_STATEMENTS becomes a typed field: on unless set to off', () => {
    expect(loadConfig(base).pgNamedStatements).toBe(true);
    expect(loadConfig({ ...base, PG_NAMED_STATEMENTS: 'off' }).pgNamedStatements).toBe(false);
  });

  it("GET app/env's error reporting comes from the config passed in, not the process's environment", () => {
    const before = process.env.ERROR_REPORTING_DSN;
    process.env.ERROR_REPORTING_DSN = 'https://stray@example.test/9';
    try {
      expect(envFor(loadConfig(base), false).errorReporting).toBeNull();
      const reported = envFor(loadConfig({ ...base, ERROR_REPORTING_DSN: 'https://key@example.test/1' }), false).errorReporting;
      expect(reported?.dsn).toBe('https://key@example.test/1');
    } finally {
      if (before === undefined) delete process.env.ERROR_REPORTING_DSN;
      else process.env.ERROR_REPORTING_DSN = before;
    }
  });
});
