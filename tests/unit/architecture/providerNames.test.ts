// Issue 24, "one folder per provider": a provider's name appears in server/ only inside its own folder
// (server/integrations/<provider>/) and the one list file (server/integrations/providers/index.ts). Everything
// else asks the list by kind or capability. A new provider is one folder and one line; a name leaking elsewhere is a
// special case creeping back, and this test names the file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SERVER = join(ROOT, 'server');
const INTEGRATIONS = 'server/integrations';

/**
 * The names, case-insensitive, and the folders each may appear in. Chosen so ordinary words do not trip it:
 * - 'teams' alone is Parley's own agent teams (routes/admin/teams.ts), so the bot is caught as 'msteams' /
 *   'ms teams' / 'microsoft' instead;
 * - 'service cloud' and 'office 365' are matched with or without the space; 'dynamics' alone (no other word in
 *   the server uses it) for the MS Dynamics kind; 'google' and 'microsoft' for the calendar and identity hosts;
 * - 'sales', 'cloud', 'hub', 'calendar', 'oauth' are left out: they are ordinary words.
 * A product of a company lives in that company's folder: Pardot and Service Cloud in salesforce/, Dynamics and
 * Office 365 in microsoft/, and the Teams bot (teams/) signs in at Microsoft too.
 */
const NAMES: Array<{ word: RegExp; folders: string[] }> = [
  { word: /salesforce|pardot|service ?cloud/i, folders: ['salesforce'] },
  { word: /hubspot/i, folders: ['hubspot'] },
  { word: /zoho/i, folders: ['zoho'] },
  { word: /dynamics|office ?365/i, folders: ['microsoft'] },
  { word: /microsoft/i, folders: ['microsoft', 'teams'] },
  { word: /msteams|ms ?teams/i, folders: ['teams'] },
  { word: /marketo/i, folders: ['marketo'] },
  { word: /eloqua/i, folders: ['eloqua'] },
  { word: /ringlead/i, folders: ['ringlead'] },
  { word: /zendesk/i, folders: ['zendesk'] },
  { word: /google/i, folders: ['google'] },
  { word: /slack/i, folders: ['slack'] },
];

/** Files where every name is allowed, each with its reason. */
const EXCEPTIONS: Record<string, string> = {
  'server/integrations/providers/index.ts': 'the one list of providers',
  'server/db/migrations/': 'frozen history: a shipped migration is never edited',
  // server/db/ is the SQL layer: only repositories touch SQL (routes and provider folders call them), so a provider's
  // own tables (a team chat's threads and participants) are queried here, and their names are table names (data).
  'server/db/repositories/slack.ts': "the SQL layer: the team chat's thread and participant tables",
  'server/db/repositories/msteams.ts': "the SQL layer: the team chat's thread and participant tables",
  'server/db/repositories/index.ts': 'the SQL layer: the repositories of those tables, one per table family',
};

/**
 * Spec wire names: paths, fields and stored values the spec (/work/shared/spec/dashboard-spec.md) fixes, so no folder
 * can rename them. Each exact token is blanked out of a file's text before the names are looked for: the file may
 * say the token, and any other use of the name there still fails. `files` limits a token to those files (a token as
 * short as a quoted kind would hide too much elsewhere). Longer tokens are blanked first.
 */
const SPEC_WIRE_NAMES: Array<{ token: string; spec: string; files?: string[] }> = [
  { token: 'app/login/msteams', spec: '§7 POST app/login/msteams (the Teams tab sign-in)' },
  { token: "'/login/msteams'", spec: '§7 POST app/login/msteams, as the auth routes register it under app/' },
  { token: 'msTeamsLoginSchema', spec: "§7 POST app/login/msteams: its body's schema (src/domain/schemas/auth.ts)" },
  { token: 'MsTeamsLoginInput', spec: '§7 POST app/login/msteams: its validated body (src/domain/schemas/auth.ts)' },
  { token: 'msTeamsLogin', spec: '§7 POST app/login/msteams: the accounts service call behind it' },
  { token: 'isInsideMSTeams', spec: '§3 App details and §7 bootstrap: the flag of a Teams-only session' },
  { token: "'web' | 'msteams'", spec: '§6 Teams-only sessions: the session kinds (sessions.kind), wherever the Caller type lives' },
  {
    token: "'msteams'",
    spec: '§6 Teams-only sessions: the kind stored for a session signed in at app/login/msteams',
    files: ['server/services/accounts.ts', 'server/routes/bootstrap.ts', 'server/plugins/auth.ts'],
  },
  { token: 'slackThreadId', spec: '§7 DELETE app/inbox/conversations/{conversationId}/members' },
  { token: 'slackUsers', spec: '§3 Conversation detail participants and §7 GET .../members' },
];

/** The file's text without the spec wire names it may hold. */
function withoutWireNames(file: string, text: string): string {
  const tokens = SPEC_WIRE_NAMES.filter((t) => !t.files || t.files.includes(file)).map((t) => t.token);
  return tokens.sort((a, b) => b.length - a.length).reduce((t, token) => t.split(token).join(' '), text);
}

/**
 * Not moved yet (issue 24 still open for them): each with what keeps its name there. The test fails when one of
 * these no longer names a provider, so the list only shrinks.
 */
const NOT_YET_MOVED: Record<string, string> = {
  // Empty: every name outside its folder moved into one, or is a spec token (SPEC_WIRE_NAMES) or an exception.
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? filesUnder(path) : /\.(ts|tsx|js|mjs|json|sql)$/.test(e.name) ? [path] : [];
  });
}

const covered = (file: string, list: Record<string, string>) => Object.keys(list).some((k) => (k.endsWith('/') ? file.startsWith(k) : file === k));

/** The names a file holds outside the folders allowed for them. */
function leaks(file: string, text: string): string[] {
  const rest = withoutWireNames(file, text);
  return NAMES.filter(({ word, folders }) => word.test(rest) && !folders.some((f) => file.startsWith(`${INTEGRATIONS}/${f}/`))).map(({ word }) => word.source);
}

describe('provider names stay in their folders', () => {
  const files = filesUnder(SERVER).map((path) => ({ file: relative(ROOT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

  it('names no provider outside its folder and the list', () => {
    const found = files.filter(({ file }) => !covered(file, EXCEPTIONS) && !covered(file, NOT_YET_MOVED)).flatMap(({ file, text }) => leaks(file, text).map((w) => `${file}: ${w}`));
    expect(found).toEqual([]);
  });

  it('keeps the not-yet-moved list honest: each entry still names a provider', () => {
    const stale = Object.keys(NOT_YET_MOVED).filter((k) => !files.some(({ file, text }) => (k.endsWith('/') ? file.startsWith(k) : file === k) && leaks(file, text).length > 0));
    expect(stale).toEqual([]);
  });

  it('keeps the spec token list honest: each token is still said where it is allowed', () => {
    const unused = SPEC_WIRE_NAMES.filter((t) => !files.some(({ file, text }) => (!t.files || t.files.includes(file)) && text.includes(t.token))).map((t) => t.token);
    expect(unused).toEqual([]);
  });

  it('catches a name outside its folder (the check itself)', () => {
    expect(leaks('server/services/example.ts', "integrations.json(projectId, 'hubspot', path)")).toEqual(['hubspot']);
    expect(leaks(`${INTEGRATIONS}/hubspot/owner.ts`, "'hubspot'")).toEqual([]);
    expect(leaks('server/routes/admin/teams.ts', 'the agent teams of a project')).toEqual([]);
  });

  it('lets a spec wire name through and nothing else of the same name (the token allowlist)', () => {
    expect(leaks('server/routes/inbox.ts', 'if (body.slackThreadId) remove(body.slackThreadId)')).toEqual([]);
    expect(leaks('server/routes/inbox.ts', "if (body.slackThreadId) integrations.find(projectId, 'slack')")).toEqual(['slack']);
    // A token limited to some files is a name anywhere else.
    expect(leaks('server/routes/bootstrap.ts', "isInsideMSTeams: caller.sessionKind === 'msteams'")).toEqual([]);
    expect(leaks('server/services/example.ts', "caller.sessionKind === 'msteams'")).toEqual(['msteams|ms ?teams']);
  });
});
