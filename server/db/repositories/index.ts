// The repositories: the only code that writes SQL. Routes and services receive this object.
import type { Db } from '../database';
import { ActionTokensRepository } from './actionTokens';
import { OutboxRepository } from './outbox';
import { ProjectsRepository } from './projects';
import { RolesRepository } from './roles';
import { SessionsRepository } from './sessions';
import { UsersRepository } from './users';
import { VisitorsRepository } from './visitors';
import { ConversationsRepository } from './conversations';
import { MessagesRepository } from './messages';
import { TagsRepository } from './tags';
import { EventsRepository } from './events';
import { CannedMessagesRepository } from './cannedMessages';
import { AttachmentsRepository } from './attachments';
import { GifRecentsRepository } from './gifRecents';
import { TeamsRepository } from './teams';
import { SettingsRepository } from './settings';
import { UserSettingsRepository } from './userSettings';
import { AudiencesRepository } from './audiences';
import { FlowsRepository } from './flows';
import { RoutingRepository } from './routing';
import { BotStateRepository } from './botState';
import { StepVisitsRepository } from './stepVisits';
import { IntegrationsRepository } from './integrations';
import { SlackRepository } from './slack';
import { LeasesRepository } from './leases';
import { MsTeamsRepository } from './msteams';
import { CalendarsRepository } from './calendars';
import { AuditLogRepository } from './auditLog';
import { InvitationsRepository } from './invitations';
import { BulkJobsRepository } from './bulkJobs';
import { SavedViewsRepository } from './savedViews';
import { ContactsRepository } from './contacts';
import { CompaniesRepository } from './companies';
import { ApiKeysRepository } from './apiKeys';
import { WebhooksRepository } from './webhooks';
import { MergesRepository } from './merges';
import { MessageEditsRepository } from './messageEdits';

export interface Repositories {
  projects: ProjectsRepository;
  roles: RolesRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  actionTokens: ActionTokensRepository;
  outbox: OutboxRepository;
  visitors: VisitorsRepository;
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  tags: TagsRepository;
  events: EventsRepository;
  cannedMessages: CannedMessagesRepository;
  attachments: AttachmentsRepository;
  gifRecents: GifRecentsRepository;
  teams: TeamsRepository;
  settings: SettingsRepository;
  userSettings: UserSettingsRepository;
  audiences: AudiencesRepository;
  flows: FlowsRepository;
  routing: RoutingRepository;
  botState: BotStateRepository;
  stepVisits: StepVisitsRepository;
  integrations: IntegrationsRepository;
  slack: SlackRepository;
  leases: LeasesRepository;
  msTeams: MsTeamsRepository;
  calendars: CalendarsRepository;
  auditLog: AuditLogRepository;
  invitations: InvitationsRepository;
  bulkJobs: BulkJobsRepository;
  savedViews: SavedViewsRepository;
  contacts: ContactsRepository;
  companies: CompaniesRepository;
  apiKeys: ApiKeysRepository;
  webhooks: WebhooksRepository;
  merges: MergesRepository;
  /** Undo send and edits (migration 037). */
  messageEdits: MessageEditsRepository;
  /** Runs fn in one transaction with repositories bound to it. */
  transaction<T>(fn: (repos: Repositories) => Promise<T>): Promise<T>;
}

export function createRepositories(db: Db): Repositories {
  const k = db.kysely;
  return {
    projects: new ProjectsRepository(k),
    roles: new RolesRepository(k),
    users: new UsersRepository(k),
    sessions: new SessionsRepository(k),
    actionTokens: new ActionTokensRepository(k),
    outbox: new OutboxRepository(k),
    visitors: new VisitorsRepository(k),
    conversations: new ConversationsRepository(k),
    messages: new MessagesRepository(k),
    tags: new TagsRepository(k),
    events: new EventsRepository(k),
    cannedMessages: new CannedMessagesRepository(k),
    attachments: new AttachmentsRepository(k),
    gifRecents: new GifRecentsRepository(k),
    teams: new TeamsRepository(k),
    settings: new SettingsRepository(k),
    userSettings: new UserSettingsRepository(k),
    audiences: new AudiencesRepository(k, db.dialect),
    flows: new FlowsRepository(k),
    routing: new RoutingRepository(k),
    botState: new BotStateRepository(k),
    stepVisits: new StepVisitsRepository(k),
    integrations: new IntegrationsRepository(k),
    slack: new SlackRepository(k),
    leases: new LeasesRepository(k),
    msTeams: new MsTeamsRepository(k),
    calendars: new CalendarsRepository(k),
    auditLog: new AuditLogRepository(k),
    invitations: new InvitationsRepository(k),
    bulkJobs: new BulkJobsRepository(k),
    savedViews: new SavedViewsRepository(k),
    contacts: new ContactsRepository(k),
    companies: new CompaniesRepository(k),
    apiKeys: new ApiKeysRepository(k),
    webhooks: new WebhooksRepository(k),
    merges: new MergesRepository(k),
    messageEdits: new MessageEditsRepository(k),
    transaction: <T>(fn: (repos: Repositories) => Promise<T>) =>
      k.transaction().execute((trx) => fn(createRepositories({ ...db, kysely: trx }))),
  };
}
