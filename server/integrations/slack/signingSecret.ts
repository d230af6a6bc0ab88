// The demo's Slack signing secret when SLACK_SIGNING_SECRET is not set: generated once per install and kept in the
// data folder beside realtime.secret, so no one can sign Events API callbacks with a constant read from the source.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SLACK_SECRET_FILE = 'slack-signing.secret';

/** The install's secret from `<dataDir>/slack-signing.secret`, created (owner-only) on first use; a fresh one per
 *  process for an in-memory database. */
export function installSlackSigningSecret(dataDir: string): string {
  if (dataDir === ':memory:') return crypto.randomBytes(32).toString('hex');
  const dir = path.resolve(dataDir);
  const file = path.join(dir, SLACK_SECRET_FILE);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  } catch {
    /* first start: made below */
  }
  fs.mkdirSync(dir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  // 'wx': two processes starting at once keep the first one's secret.
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}
