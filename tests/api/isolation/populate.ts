// Two projects with data in every table: first through the product's own paths (the API as an admin, an agent and a
// visitor would use it, the repositories as the seed does, a Slack connection through the fake's OAuth flow), then a
// synthetic row for every table still empty for the project, built from the live schema so a new table is filled
// without editing the suite. Every text of a project carries its marker, which the suite looks for in answers.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../../server/db/builders';
import { demoAudience, demoFlow } from '../../../demo/seed/project';
import { serializeFlow } from '../../../src/domain/flows/serialize';
import type { MockServer } from '../../../mock-server/index';
import { call, login } from '../support/server';
import { newVisitor, startConversation, visitorSays } from '../support/visitor';
import { multipart, PNG_1x1 } from '../support/multipart';
import { connectIntegration } from '../support/integrations';
import { REFERENCES, dbOf, ownedIds, snapshot, type Schema } from './snapshot';

export interface Seeded {
  projectId: number;
  marker: string;
  adminToken: string;
  agentToken: string;
  visitorToken: string;
  widgetKey: string;
  /** Ids by route parameter meaning. */
  ids: {
    conversation: number; visitor: number; visitorPublic: string; user: number; agentUser: number; role: number; team: number; tag: number;
    canned: number; audience: number; flow: number; attachment: number; attachmentKey: string; attachmentName: string; integration: string;
    invitation: number; contact: number; company: number; bulkJob: number; view: number; merge: number; mergedAway: number; message: number; heldClientId: string;
  };
}

async function ok<R extends { statusCode: number; body: string }>(res: R, what: string): Promise<R> {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res;
}

export async function seedProject(app: FastifyInstance, label: string, mocks: MockServer): Promise<Seeded> {
  const marker = `${label}mark${crypto.randomBytes(3).toString('hex')}`;
  const p = await buildProject(app.repos, { name: `${marker} Inc`, plan: 'enterprise' });
  const projectId = p.project.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: `${marker} Admin`, email: `${marker}.admin@example.test` });
  const agent = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: `${marker} Agent`, email: `${marker}.agent@example.test`, available: true });
  const adminToken = await login(app, admin.email, admin.password);
  const agentToken = await login(app, agent.email, agent.password);

  // A visitor with a conversation, messages, an attachment; the agent accepts and answers, tags and stars it.
  const v = await newVisitor(app, p.project.widget_key, { name: `${marker} Visitor`, email: `${marker}.visitor@example.test` });
  const conversation = await startConversation(app, v, `${marker} hello`);
  await visitorSays(app, v, conversation, `${marker} second`);
  const file = multipart(`${marker}.png`, PNG_1x1, 'image/png');
  await ok(await app.inject({ method: 'POST', url: `/app/visitor/conversations/${conversation}/attachments`, payload: file.payload, headers: { ...file.headers, authorization: `Bearer ${v.token}` } }), 'upload');
  // The visitor identifies (the widget's identify call): a contact and its company (issue 26).
  await ok(await call(app, 'POST', '/app/visitor/identify', { email: `${marker}.visitor@example.test`, name: `${marker} Visitor`, company: `${marker} Co` }, v.token), 'identify');
  const tag = (await ok(await call(app, 'POST', '/app/tags', { name: `${marker} tag` }, adminToken), 'tag')).json();
  const canned = (await ok(await call(app, 'POST', '/app/cannedmessages', { message: `${marker} canned` }, adminToken), 'canned')).json();
  const team = (await ok(await call(app, 'POST', '/app/teams', { name: `${marker} team`, memberIds: [agent.id] }, adminToken), 'team')).json();
  await ok(await call(app, 'POST', `/app/inbox/conversations/${conversation}/accept`, {}, agentToken), 'accept');
  await ok(await call(app, 'POST', `/app/inbox/conversations/${conversation}/star`, { starred: true }, agentToken), 'star');
  await call(app, 'POST', '/app/invitations', { email: `${marker}.invitee@example.test`, roleId: p.agent.id }, adminToken);
  // The bot, as the seed makes it: an audience, a flow and its first version.
  const now = Math.floor(Date.now() / 1000);
  const audience = await app.repos.audiences.create(projectId, { ...demoAudience(), name: `${marker} audience` }, now);
  const flow = demoFlow(audience.id);
  const flowRow = await app.repos.flows.create({ projectId, name: `${marker} flow`, status: flow.status, audienceId: audience.id, priority: 1, definition: serializeFlow(flow), now });
  await app.repos.flows.addVersion(flowRow.id, 1, flowRow.definition, admin.id, now);
  await connectIntegration(app, adminToken, 'slack', mocks);
  // A bulk export of every human conversation (its CSV lines name the visitor) and a shared saved view (issue 27).
  const bulkJob = (await ok(await call(app, 'POST', '/app/inbox/bulk', { query: { participant: 'nonBot', botConv: false, filters: {} }, kind: 'export' }, adminToken), 'bulk')).json();
  const view = (await ok(await call(app, 'POST', '/app/inbox/views', { name: `${marker} view`, shared: true, state: { tab: 0, filter: 'all', sort: 'newest', search: marker } }, adminToken), 'view')).json();
  await waitForJob(app, adminToken, bulkJob.id);
  // A second conversation of the visitor, merged into the first (issue 27): a merge record and a merged-away conversation.
  const mergedAway = await startConversation(app, v, `${marker} again`);
  const merge = (await ok(await call(app, 'POST', '/app/inbox/merge', { conversationIds: [conversation, mergedAway] }, agentToken), 'merge')).json();

  // A message held in the agent's send window (issue 27; an hour away, so it stays held) and the thread's first message.
  await app.repos.messageEdits.hold({ project_id: projectId, conversation_id: conversation, user_id: agent.id, client_id: `${marker}-held`, body: '{}', due_at: Date.now() + 3_600_000, created_at: Date.now() });
  const firstMessage = await app.db.kysely.selectFrom('messages').select('id').where('conversation_id', '=', conversation).orderBy('pos').executeTakeFirstOrThrow();
  const attachment = await app.db.kysely.selectFrom('attachments').selectAll().where('project_id', '=', projectId).executeTakeFirstOrThrow();
  const visitorRow = await app.db.kysely.selectFrom('visitors').selectAll().where('project_id', '=', projectId).executeTakeFirstOrThrow();
  const contact = await app.repos.contacts.findByEmail(projectId, `${marker}.visitor@example.test`);
  const invitation = await app.db.kysely.selectFrom('action_tokens').select('id').where('project_id', '=', projectId).where('purpose', '=', 'invite').executeTakeFirstOrThrow();
  return {
    projectId,
    marker,
    adminToken,
    agentToken,
    visitorToken: v.token,
    widgetKey: p.project.widget_key,
    ids: {
      conversation, visitor: visitorRow.id, visitorPublic: v.visitorId, user: admin.id, agentUser: agent.id, role: p.agent.id, team: Number(team.id ?? team.data?.id),
      tag: Number(tag.id ?? tag.data?.id), canned: Number(canned.id ?? canned.messageId ?? canned.data?.id), audience: audience.id, flow: flowRow.id,
      attachment: attachment.id, attachmentKey: attachment.storage_key, attachmentName: attachment.name, integration: 'slack', invitation: Number(invitation.id),
      contact: contact!.id, company: contact!.company_id!, bulkJob: bulkJob.id, view: view.id, merge: merge.mergeId, mergedAway, message: firstMessage.id, heldClientId: `${marker}-held`,
    },
  };
}

async function waitForJob(app: FastifyInstance, token: string, id: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await call(app, 'GET', `/app/inbox/bulk/${id}`, undefined, token)).json().state !== 'running') return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`bulk job ${id} did not finish`);
}

/** A row for every table the product's paths left empty for this project, its columns filled from their names. */
export async function fillEmptyTables(app: FastifyInstance, schema: Schema, s: Seeded): Promise<string[]> {
  const db = dbOf(app);
  const state = await snapshot(db, schema, s.projectId);
  const ids = await ownedIds(db, s.projectId);
  const filled: string[] = [];
  for (const [table, columns] of schema) {
    if (state[table]!.count > 0) continue;
    const row: Record<string, unknown> = {};
    for (const c of columns) {
      if (c.autoIncrement || (c.name === 'id' && /int/i.test(c.type))) continue;
      const ref = REFERENCES[c.name];
      if (ref) row[c.name] = ids[ref]![0];
      else if (c.hasDefault || c.nullable) continue;
      else if (/int|numeric|real|double/i.test(c.type)) row[c.name] = c.name.endsWith('_at') || c.name === 'hour' || c.name === 'through' ? now() : 1;
      else row[c.name] = `${s.marker}-${c.name}-${crypto.randomBytes(3).toString('hex')}`;
    }
    await sql`insert into ${sql.table(table)} (${sql.join(Object.keys(row).map((k) => sql.ref(k)))}) values (${sql.join(Object.values(row))})`.execute(db);
    filled.push(table);
  }
  return filled;
}

const now = () => Math.floor(Date.now() / 1000);
