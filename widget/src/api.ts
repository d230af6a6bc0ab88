// The visitor API over fetch (docs/visitor-api.md). Every call but the public widget settings carries the visitor's
// own bearer token; errors keep the server's message ({errMessage:{errorMsg}}) and status.
import { showStored } from './edits';
import { settingsRequest } from './settingsRequest';
import type { ConversationStatus, Greeting, Session, TrackedEvent, WidgetConfig, WireMessage } from './types';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The identify call's body (src/domain/contacts identifySchema validates it on the server). */
export interface IdentifyCall {
  email: string;
  name?: string;
  company?: string;
  attributes?: Record<string, string | number | boolean>;
  userHash?: string;
}

interface StartAnswer {
  conversationId: number;
  message: WireMessage | null;
  messages?: WireMessage[];
}

export class VisitorApi {
  token: string | null = null;

  constructor(
    readonly origin: string,
    private readonly projectKey: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown, init: { form?: FormData; keepalive?: boolean } = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.read(
      fetch(`${this.origin}${path}`, { method, headers, body: init.form ?? (body === undefined ? undefined : JSON.stringify(body)), keepalive: init.keepalive, credentials: 'omit' }),
    );
  }

  private async read<T>(response: Promise<Response>): Promise<T> {
    const res = await response;
    const text = await res.text();
    const data = text ? (JSON.parse(text) as unknown) : null;
    if (!res.ok) {
      const err = (data as { errMessage?: { errorMsg?: string }; errorMsg?: string; message?: string } | null) ?? {};
      throw new ApiError(res.status, err.errMessage?.errorMsg ?? err.errorMsg ?? err.message ?? res.statusText);
    }
    return data as T;
  }

  /** `asked`: the request widget.js sent as it started (loader.ts settingsRequest), read here. */
  widgetConfig(asked?: Promise<Response>): Promise<WidgetConfig> {
    return asked ? this.read(asked) : this.read(settingsRequest(this.origin, this.projectKey));
  }

  /** With a stored token the server answers the same visitor (a new visit after 30 minutes away). */
  session(): Promise<Session> {
    return this.call('POST', '/app/visitor/session', { projectKey: this.projectKey });
  }

  conversations(): Promise<{ conversations: Array<{ id: number; status: ConversationStatus; createdAt: number; lastEventTime: number }> }> {
    return this.call('GET', '/app/visitor/conversations');
  }

  /** A conversation's messages after `after`; edited and deleted ones read as such (widget/src/edits.ts). */
  async messages(conversationId: number, after: number): Promise<{ messages: WireMessage[] }> {
    const answer = await this.call<{ messages: WireMessage[] }>('GET', `/app/visitor/conversations/${conversationId}/messages?after=${after}`);
    return { ...answer, messages: answer.messages.map(showStored) };
  }

  event(e: TrackedEvent, keepalive = false): Promise<{ greeting: Greeting | null }> {
    return this.call('POST', '/app/visitor/events', e, { keepalive });
  }

  startConversation(body: { text?: string; optionId?: string; flowId?: number; variantId?: string | null; clientId?: string }): Promise<StartAnswer> {
    return this.call('POST', '/app/visitor/conversations', body);
  }

  /** `messages`: everything the send stored (the visitor's message and, in a bot conversation, the bot's replies). */
  send(conversationId: number, body: { text: string; clientId: string; optionId?: string }): Promise<{ message: WireMessage | null; messages?: WireMessage[] }> {
    return this.call('POST', `/app/visitor/conversations/${conversationId}/messages`, body);
  }

  receipt(conversationId: number, kind: 'read' | 'delivered', time: number): Promise<{ ok: boolean }> {
    return this.call('POST', `/app/visitor/conversations/${conversationId}/${kind}`, { time });
  }

  typing(conversationId: number, typing: boolean): Promise<unknown> {
    return this.call('POST', `/app/visitor/conversations/${conversationId}/typing`, { typing });
  }

  feedback(conversationId: number, body: { feedbackId: string; rating?: number; cancel?: boolean }): Promise<{ message: WireMessage | null }> {
    return this.call('POST', `/app/visitor/conversations/${conversationId}/feedback`, body);
  }

  upload(conversationId: number, file: File): Promise<unknown> {
    const form = new FormData();
    form.append('file', file, file.name);
    return this.call('POST', `/app/visitor/conversations/${conversationId}/attachments`, undefined, { form });
  }

  offline(body: { name: string; email: string; message: string }): Promise<unknown> {
    return this.call('POST', '/app/visitor/offline', body);
  }

  /** Parley('identify', …): the contact behind this visitor (server/routes/contacts.ts). */
  identify(body: IdentifyCall): Promise<{ verified: boolean }> {
    return this.call('POST', '/app/visitor/identify', body);
  }

  status(online: boolean, keepalive = false): Promise<unknown> {
    return this.call('POST', '/app/visitor/status', { online }, { keepalive });
  }
}
