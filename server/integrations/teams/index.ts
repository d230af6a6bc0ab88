// MS Teams wiring for server/app.ts: the bot client, the destination bridge (mirroring after each commit) and the
// token verifier shared by the messaging endpoint and the Teams login.
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../../db/repositories/index';
import type { Publisher } from '../../services/inbox/publisher';
import type { ProviderSettings } from '../settings';
import type { NodeLeases } from '../../db/repositories/leases';
import { TeamsBot } from './bot';
import { TeamsBridge } from './bridge';
import { TeamsTokens } from './tokens';

export function createTeams(o: { repos: Repositories; publisher: Publisher; settings: ProviderSettings; publicUrl: string; log: FastifyBaseLogger; leases: NodeLeases | null }) {
  const bot = new TeamsBot(o.settings, o.log);
  const bridge = new TeamsBridge(o.repos, o.publisher, bot, o.publicUrl, o.log, o.leases);
  const tokens = new TeamsTokens(o.settings);
  o.publisher.onCommitted(bridge.onCommitted);
  return { bot, bridge, tokens };
}
