// The demo's Slack signing secret is the install's own (issue 23, finding 11): random, kept owner-only in the data
// folder and the same after a restart, and never the constant the demo used to accept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installSlackSigningSecret, SLACK_SECRET_FILE } from '../../../server/integrations/slack/signingSecret';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-slack-secret-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('installSlackSigningSecret', () => {
  it('makes a random secret per install, kept owner-only in the data folder across restarts', () => {
    const a = tmp();
    const b = tmp();
    const first = installSlackSigningSecret(a);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe('parley-demo-signing-secret');
    expect(installSlackSigningSecret(a)).toBe(first);
    expect(installSlackSigningSecret(b)).not.toBe(first);
    const file = path.join(a, SLACK_SECRET_FILE);
    expect(fs.readFileSync(file, 'utf8')).toBe(first);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it('the demo entry point uses it instead of a constant', () => {
    const main = fs.readFileSync(path.join(__dirname, '../../../demo/main.ts'), 'utf8');
    expect(main).not.toMatch(/slack\.signingSecret\s*\|\|=\s*['"]/);
    expect(main).toMatch(/integrations\.slack\.signingSecret\s*\|\|=\s*installSlackSigningSecret\(config\.dataDir\)/);
  });
});
