// Demo mode: Highlights lights up. The seeded history's visitors are records of the bundled Salesforce fake
// (mock-server/data/demo-visitors.json), and the history marks the demo project's CRM as offered. On the first start
// with the fakes, the demo admin's Salesforce is connected through the real token endpoint and account lookup (an
// offline grant of the fake, as her calendar gets: calendarGrant.ts) and, unless she set Highlights up already, the
// "Sales essentials" fields are chosen. The fakes take a new port and forget their grants on each start, so later
// starts renew that connection; one she disconnected stays disconnected, one she made herself is left alone, and
// against the real Salesforce the fake's connection is dropped.
import type { FastifyInstance } from 'fastify';
import type { MockServer } from '../mock-server/index';
import { fieldIndex, fromTemplate, HIGHLIGHTS_TEMPLATES } from '../src/domain/highlights';
import { providerOf } from '../server/integrations/providers';
import { DEMO } from './seed/project';
import { DEMO_CRM_KEY } from './seed/history';
import { nowSeconds } from '../server/lib/clock';


export type DemoCrm = 'granted' | 'dropped' | 'untouched';

type Marker = { state: 'offered' } | { state: 'connected'; connectedAt: number } | { state: 'dropped' };

/** The fields the demo's Highlights start with: Sales essentials (what the project can use) and buying intent. */
export const DEMO_HIGHLIGHTS = [...HIGHLIGHTS_TEMPLATES.find((t) => t.id === 'sales')!.templateList.flatMap((e) => e.fields), 'intent.topTopic', 'technologies.crm'];

export async function keepDemoCrmConnected(app: FastifyInstance, mocks: MockServer | null): Promise<DemoCrm> {
  const admin = await app.repos.users.findByEmail(DEMO.admin);
  const marker = admin ? ((await app.repos.settings.get(admin.project_id, DEMO_CRM_KEY)) as Marker | undefined) : undefined;
  if (!admin || !marker || marker.state === 'dropped') return 'untouched';
  const projectId = admin.project_id;
  const row = await app.repos.integrations.find(projectId, 'salesforce');
  const ours = marker.state === 'connected' && row?.connected_by === admin.id && row.connected_at === marker.connectedAt;
  if (!mocks) {
    if (!ours) return 'untouched';
    await app.repos.integrations.delete(projectId, 'salesforce');
    await app.repos.settings.put(projectId, DEMO_CRM_KEY, { state: 'dropped' }, nowSeconds());
    return 'dropped';
  }
  // First start: connect it unless someone did already. Later starts: renew only the connection made here.
  if (marker.state === 'offered' ? row !== undefined : !ours) return 'untouched';
  const refreshToken = await mocks.grant('salesforce', admin.email, providerOf('salesforce').scopes.join(' '));
  await app.integrations.adoptGrant(projectId, admin.id, 'salesforce', refreshToken);
  const connectedAt = (await app.repos.integrations.find(projectId, 'salesforce'))!.connected_at!;
  await app.repos.settings.put(projectId, DEMO_CRM_KEY, { state: 'connected', connectedAt }, nowSeconds());
  if (marker.state === 'offered') await chooseDemoHighlights(app, projectId, admin.id);
  return 'granted';
}

/** Sales essentials for a demo whose Highlights nobody set up yet. */
async function chooseDemoHighlights(app: FastifyInstance, projectId: number, userId: number): Promise<void> {
  const answer = await app.highlights.templates(projectId);
  if (answer.isHighlightsSetup) return;
  const { selected } = fromTemplate(DEMO_HIGHLIGHTS, fieldIndex(answer.fields), answer);
  await app.highlights.save({ projectId, userId }, selected);
}
