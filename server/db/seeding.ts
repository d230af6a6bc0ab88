// What an entry may seed: the server itself carries no demo content. The demo entry (demo/main.ts) passes its demo
// seed to buildServer; the production entry (server/main.ts) passes none, so SEED_DEMO does nothing there.
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { ClientEventHandler } from '../realtime/types';
import type { AttachmentService } from '../services/inbox/attachments';
import type { InboxService } from '../services/inbox/inbox';
import type { VisitorService } from '../services/inbox/visitors';
import type { CalendarSource, Meetings } from '../services/meetings/meetings';
import type { Availability } from '../services/presence/agentPresence';
import type { Db } from './database';
import type { Repositories } from './repositories/index';

/** The past's sources, filled while a seed replays history and cleared after: then the live ones again (app.ts). */
export interface ReplaySources {
  availability: Availability | null;
  calendars: CalendarSource | null;
}

/** The running services a seed's second step goes through, as live traffic would. */
export interface SeedServices {
  config: ServerConfig;
  db: Db;
  repos: Repositories;
  visitors: VisitorService;
  inbox: InboxService;
  attachments: AttachmentService;
  meetings: Meetings;
  agentMessages: ClientEventHandler;
  /** What routing and bookings hear while history replays (app.ts wires the services to it). */
  replay: ReplaySources;
  log: FastifyBaseLogger;
}

export interface Seed {
  /** An empty database only (SEED_DEMO on): the projects and users, before the services start. */
  project(repos: Repositories, log: FastifyBaseLogger): Promise<void>;
  /** Each boot with SEED_DEMO on, once the services exist and before the server listens; `seeded`: this boot ran
   *  `project` (a history is replayed then, never over an existing database). */
  services(deps: SeedServices, seeded: boolean): Promise<void>;
}
