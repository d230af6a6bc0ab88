// Parley's Teams bot as the Bot Framework sees it: its own token (client credentials at the botframework.com tenant,
// scope https://api.botframework.com/.default) for Bot Connector calls, a Graph token per customer tenant (the
// admin consent granted it) for Graph reads, each cached until two minutes before expiry and renewed once on a 401.
import type { FastifyBaseLogger } from 'fastify';
import { ProviderError } from '../errors';
import { providerMessage } from '../providerMessage';
import type { ProviderSettings } from '../settings';

const BOT_SCOPE = 'https://api.botframework.com/.default';
const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';
const MARGIN_SECONDS = 120;

export interface TeamsTarget {
  /** The Bot Connector's address for this conversation (activities carry it; MSTEAMS_API_URL by default). */
  serviceUrl: string;
  conversationId: string;
}

export class TeamsBot {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>();

  constructor(
    private readonly settings: ProviderSettings,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The bot's app id (Entra app of the Azure Bot): the audience of the activities' tokens. */
  get appId(): string {
    return this.settings.clientId;
  }

  get serviceUrl(): string {
    return this.settings.apiBase;
  }

  /** Opens a thread in a channel: the new conversation's id is "<channel>;messageid=<first activity>". */
  async openChannelThread(tenantId: string, channelId: string, text: string): Promise<TeamsTarget & { activityId: string }> {
    const answer = await this.connector<{ id: string; activityId: string }>(this.serviceUrl, '/v3/conversations', {
      isGroup: true,
      bot: { id: `28:${this.appId}`, name: 'Parley' },
      channelData: { channel: { id: channelId }, tenant: { id: tenantId } },
      activity: this.message(text),
    });
    return { serviceUrl: this.serviceUrl, conversationId: answer.id, activityId: answer.activityId };
  }

  async send(target: TeamsTarget, text: string, replyToId?: string): Promise<string> {
    const path = `/v3/conversations/${encodeURIComponent(target.conversationId)}/activities`;
    const answer = await this.connector<{ id: string }>(target.serviceUrl, path, { ...this.message(text), ...(replyToId ? { replyToId } : {}) });
    return answer.id;
  }

  /** A 1:1 chat with a tenant's user found by email (Graph), then the message into it. */
  async directMessage(tenantId: string, email: string, text: string): Promise<void> {
    const user = await this.graph<{ id: string }>(tenantId, `/v1.0/users/${encodeURIComponent(email)}?$select=id,displayName`);
    const chat = await this.connector<{ id: string }>(this.serviceUrl, '/v3/conversations', {
      isGroup: false,
      bot: { id: `28:${this.appId}`, name: 'Parley' },
      members: [{ id: user.id }],
      channelData: { tenant: { id: tenantId } },
      tenantId,
    });
    await this.send({ serviceUrl: this.serviceUrl, conversationId: chat.id }, text);
  }

  /** A team's channels (Graph), for choosing where a routing rule posts. */
  async channels(tenantId: string, teamId: string): Promise<Array<{ id: string; name: string }>> {
    const answer = await this.graph<{ value: Array<{ id: string; displayName: string }> }>(tenantId, `/v1.0/teams/${encodeURIComponent(teamId)}/channels`);
    return answer.value.map((c) => ({ id: c.id, name: c.displayName }));
  }

  /** Every team of the tenant with its channels (Graph), named "Team › Channel". */
  async allChannels(tenantId: string): Promise<Array<{ id: string; name: string; teamId: string; teamName: string }>> {
    const teams = await this.graph<{ value: Array<{ id: string; displayName: string }> }>(tenantId, '/v1.0/teams');
    const lists = await Promise.all(
      teams.value.slice(0, 50).map(async (t) => (await this.channels(tenantId, t.id)).map((c) => ({ id: c.id, name: `${t.displayName} › ${c.name}`, teamId: t.id, teamName: t.displayName }))),
    );
    return lists.flat();
  }

  private message(text: string) {
    return { type: 'message', text, textFormat: 'markdown', from: { id: `28:${this.appId}`, name: 'Parley' } };
  }

  private connector<T>(serviceUrl: string, path: string, body: unknown): Promise<T> {
    return this.call<T>('botframework.com', BOT_SCOPE, `${serviceUrl.replace(/\/+$/, '')}${path}`, { method: 'POST', body: JSON.stringify(body) });
  }

  private graph<T>(tenantId: string, path: string): Promise<T> {
    return this.call<T>(tenantId, GRAPH_SCOPE, `${this.settings.teams!.graphBase}${path}`, { method: 'GET' });
  }

  private async call<T>(tenant: string, scope: string, url: string, init: { method: string; body?: string }): Promise<T> {
    const send = async (token: string) =>
      this.fetchImpl(url, { ...init, headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(init.body ? { 'content-type': 'application/json; charset=utf-8' } : {}) } });
    let res = await send(await this.token(tenant, scope));
    if (res.status === 401) {
      this.tokens.delete(`${tenant} ${scope}`);
      res = await send(await this.token(tenant, scope));
    }
    const text = await res.text();
    const json = text ? (safeJson(text) as unknown) : null;
    if (!res.ok) throw new ProviderError('msteams', providerMessage(json) ?? providerMessage((json as { error?: unknown } | null)?.error) ?? `Microsoft Teams answered ${res.status}`, res.status);
    return json as T;
  }

  private async token(tenant: string, scope: string): Promise<string> {
    const key = `${tenant} ${scope}`;
    const now = Math.floor(Date.now() / 1000);
    const held = this.tokens.get(key);
    if (held && held.expiresAt - MARGIN_SECONDS > now) return held.token;
    const res = await this.fetchImpl(`${this.settings.tokenBase}/${encodeURIComponent(tenant)}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: this.settings.clientId, client_secret: this.settings.clientSecret, scope }).toString(),
    });
    const json = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!res.ok || !json?.access_token) {
      const reason = providerMessage(json) ?? `token endpoint answered ${res.status}`;
      this.log.warn({ tenant, status: res.status, error: reason }, 'teams bot token refused');
      throw new ProviderError('msteams', reason, res.status);
    }
    this.tokens.set(key, { token: json.access_token, expiresAt: now + Number(json.expires_in ?? 3599) });
    return json.access_token;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
