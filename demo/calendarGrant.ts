// Demo mode: the demo admin's Google Calendar, left connected (without tokens) by the seeded history, is kept
// working. With the bundled fakes, whose grants live only as long as their process, her connection adopts a fresh
// offline grant through the real token endpoint and account lookup on each start, so "Book a meeting" links in the
// demo open a booking page with free slots. Against the real Google the seed's connection cannot be honoured: it is
// dropped, and Book meeting sends her meeting link. A calendar she disconnected stays disconnected.
import type { FastifyInstance } from 'fastify';
import type { MockServer } from '../mock-server/index';
import { providerOf } from '../server/integrations/providers';
import { DEMO } from './seed/project';

export type DemoCalendar = 'granted' | 'dropped' | 'untouched';

export async function keepDemoCalendarConnected(app: FastifyInstance, mocks: MockServer | null): Promise<DemoCalendar> {
  const admin = await app.repos.users.findByEmail(DEMO.admin);
  const row = admin ? await app.repos.calendars.find(admin.project_id, admin.id) : undefined;
  if (!admin || !row || row.kind !== 'googleCalendar') return 'untouched';
  if (mocks) {
    const refreshToken = await mocks.grant('google', admin.email, providerOf('googleCalendar').scopes.join(' '));
    await app.integrations.adoptGrant(admin.project_id, admin.id, 'googleCalendar', refreshToken);
    return 'granted';
  }
  if (row.access_token !== null) return 'untouched';
  await app.repos.calendars.delete(admin.project_id, admin.id);
  return 'dropped';
}
