// Wires the pieces: API answers and realtime events become reducer actions, the view's intents become API calls,
// and receipts, typing and tracking follow the state. Holds the only mutable state of the widget.
// Typing: tell agents at most every TYPING_REPEAT_MS while the visitor types, "stopped" after TYPING_IDLE_MS idle.
import { TYPING_IDLE_MS, TYPING_REPEAT_MS } from '../../src/domain/inbox/typing';
import { ApiError, VisitorApi, type IdentifyCall } from './api';
import { connectRealtime } from './realtime';
import { newClientId } from '../../src/domain/inbox/sending';
import { lastPos, pendingMessage } from './reconcile';
import { initialState, newestStaffTime, reduce, type Action, type WidgetState } from './state';
import { WidgetStorage } from './storage';
import { TEXT } from './strings';
import { installPresence } from './presence';
import { installTracking } from './tracking';
import type { ChatMessage, ConversationStatus, TrackedEvent, WireMessage } from './types';
import { listenForPreview } from './preview';
import { createView, type View } from './ui/view';
import { requestTranscript } from './transcript';
import { keepLook } from './ui/early';
import { followMerge } from './merge';
import { showEdits } from './edits';
import type { Launcher } from './ui/launcher';

/** An agent's typing flag is dropped if no "stopped" event follows in this time. */
const AGENT_TYPING_TTL_MS = 6000;

interface WireEvent {
  conversationId?: number;
  message?: WireMessage;
  typing?: boolean;
  name?: string;
  status?: ConversationStatus;
  time?: number;
}

export class WidgetController {
  private state: WidgetState = initialState;
  private view: View | null = null;
  private readonly api: VisitorApi;
  private readonly storage: WidgetStorage;
  /** Visitor writes go out one after another, so the first creates the conversation the next ones join. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Realtime messages for a conversation the POST creating it has not answered yet. */
  private early: WireEvent[] = [];
  private starting = false;
  private stopTracking: (() => void) | null = null;
  private realtime: { close(): void } | null = null;
  private reported = { delivered: 0, read: 0 };
  private typingSentAt = 0;
  private typingIdle: ReturnType<typeof setTimeout> | null = null;
  private agentTyping: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly opts: { origin: string; projectKey: string; root: ShadowRoot; host: HTMLElement; win: Window; preview?: boolean; launcher?: Launcher; settings?: Promise<Response> },
  ) {
    this.api = new VisitorApi(opts.origin, opts.projectKey);
    this.storage = new WidgetStorage(opts.projectKey);
  }

  private dispatch(action: Action): void {
    const next = reduce(this.state, action);
    if (next === this.state) return;
    this.state = next;
    this.view?.update(next);
    this.syncReceipts();
  }

  /** Resolves with the visitor's session; commands (identify) wait for it. */
  private sessionReady!: (s: NonNullable<WidgetState['session']>) => void;
  private readonly session = new Promise<NonNullable<WidgetState['session']>>((resolve) => (this.sessionReady = resolve));

  /** Parley(name, arg): the public commands (commands.ts). */
  command(name: string, arg: unknown): Promise<unknown> {
    if (name === 'identify') return this.identify(arg as IdentifyCall);
    if (name === 'open' || name === 'close') return Promise.resolve(this.dispatch({ type: name === 'open' ? 'opened' : 'closed' }));
    return Promise.reject(new Error(`unknown command "${name}"`));
  }

  /** The customer's logged-in user: once the session exists, to the visitor API (with the HMAC user hash). */
  private async identify(body: IdentifyCall): Promise<{ verified: boolean }> {
    if (!body || typeof body !== 'object' || typeof body.email !== 'string') throw new Error('identify needs { email }');
    await this.session;
    return this.api.identify(body);
  }

  private createView(): void {
    this.view = createView(this.opts.root, this.opts.host, this.opts.origin, {
      toggle: () => this.dispatch({ type: this.state.open ? 'closed' : 'opened' }),
      dismissGreeting: () => this.dispatch({ type: 'greetingDismissed' }),
      send: (text) => this.write(text),
      choose: (optionId, label) => this.write(label, optionId),
      typing: () => this.visitorTyping(),
      upload: (file) => this.upload(file),
      rate: (feedbackId, rating) => this.feedback({ feedbackId, rating }),
      cancelRating: (feedbackId) => this.feedback({ feedbackId, cancel: true }),
      retry: (clientId) => this.retry(clientId),
      submitOffline: (v) => this.api.offline(v).then(() => this.dispatch({ type: 'offlineSent' })),
      transcript: (email) => requestTranscript(this.opts.origin, this.api.token, this.state.conversationId, email),
      home: () => {
        this.dispatch({ type: 'screen', screen: 'home' });
        if (this.state.session) void this.loadConversations();
      },
      startChat: () => this.dispatch(this.state.conversationId !== null && this.state.status !== 'close' ? { type: 'screen', screen: 'chat' } : { type: 'newConversation' }),
      openConversation: (id) => this.enqueue(() => this.openConversation(id)),
    }, { autofocus: !this.opts.preview, launcher: this.opts.launcher });
  }

  /** The appearance preview in /settings/widget (preview.ts): no session, tracking or realtime. */
  private async startPreview(): Promise<void> {
    const saved = await this.api.widgetConfig(this.opts.settings);
    this.createView();
    listenForPreview(this.opts.win, this.opts.origin, saved, (action) => this.dispatch(action));
  }

  async start(): Promise<void> {
    if (this.opts.preview) return this.startPreview();
    const stored = this.storage.read();
    this.api.token = stored.session?.token ?? null;
    const configP = this.api.widgetConfig(this.opts.settings); // asked by widget.js (loader.ts)
    const sessionP = this.openSession();
    // Asked together for speed; when the settings are refused (a domain not allowed) the session's refusal is the
    // same news, and left unawaited it would surface as an unhandled rejection on the customer's page.
    sessionP.catch(() => undefined);
    this.createView();
    const config = await keepLook(this.storage, configP);
    if (!config) return void this.opts.host.remove();
    this.dispatch({ type: 'configLoaded', config });
    const session = await sessionP;
    this.dispatch({ type: 'sessionReady', session });
    this.sessionReady(session);
    await this.resume(stored.session?.visitorId === session.visitorId ? stored.conversationId : null);
    this.realtime = connectRealtime({
      origin: this.opts.origin,
      settings: config.realtime,
      channel: session.channel,
      token: () => this.api.token,
      handlers: {
        onEvent: (event, data) => this.onEvent(event, data as WireEvent),
        onSubscribed: () => void this.catchUp(),
        onState: (network) => this.dispatch({ type: 'network', network }),
      },
    });
    installPresence(this.opts.win, (online, leaving) => void this.api.status(online, leaving).catch(() => undefined));
    this.stopTracking = installTracking(this.opts.win, {
      report: (e) => void this.track(e),
      isOwn: (el) => el === this.opts.host,
      visit: { read: () => this.storage.read().visit, write: (visit) => this.storage.write({ visit }) },
    });
  }

  stop(): void {
    this.stopTracking?.();
    this.realtime?.close();
  }

  /** The stored visitor when the server still knows them, else a new one. */
  private async openSession() {
    let session;
    try {
      session = await this.api.session();
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 401 || !this.api.token) throw err;
      this.api.token = null;
      session = await this.api.session();
    }
    this.api.token = session.token;
    const stored = this.storage.read();
    this.storage.write({ session, conversationId: stored.session?.visitorId === session.visitorId ? stored.conversationId : null });
    return session;
  }

  /** Picks up the visitor's conversation: the stored one, else their newest one that is not closed. */
  private async resume(storedId: number | null): Promise<void> {
    const { conversations } = await this.api.conversations();
    this.dispatch({ type: 'conversationsLoaded', conversations });
    const known = conversations.find((c) => c.id === storedId) ?? conversations.filter((c) => c.status !== 'close').sort((a, b) => b.lastEventTime - a.lastEventTime)[0];
    if (!known) return;
    const { messages } = await this.api.messages(known.id, 0);
    this.dispatch({ type: 'conversationResumed', conversationId: known.id, status: known.status, messages });
    this.storage.write({ conversationId: known.id });
  }

  private async loadConversations(): Promise<void> {
    try {
      this.dispatch({ type: 'conversationsLoaded', conversations: (await this.api.conversations()).conversations });
    } catch {
      // The list is a convenience: the home screen keeps the one it has.
    }
  }

  /** A conversation picked on the home screen. */
  private async openConversation(id: number): Promise<void> {
    try {
      const summary = this.state.conversations.find((c) => c.id === id);
      const { messages } = await this.api.messages(id, 0);
      this.dispatch({ type: 'conversationResumed', conversationId: id, status: summary?.status ?? 'open', messages });
      this.dispatch({ type: 'screen', screen: 'chat' });
      this.storage.write({ conversationId: id });
    } catch {
      this.dispatch({ type: 'error', message: TEXT.somethingWrong });
    }
  }

  private async track(e: TrackedEvent): Promise<void> {
    // Tracking is best effort: a lost page view must never disturb the chat.
    const { greeting } = await this.api.event(e).catch(() => ({ greeting: null }));
    this.dispatch(greeting ? { type: 'greetingOffered', greeting } : { type: 'viewAnswered' });
  }

  // ---- the visitor's intents ----

  private write(text: string, optionId?: string, clientId = newClientId()): void {
    const session = this.state.session;
    if (!session) return;
    const message: ChatMessage = pendingMessage({ clientId, text, senderName: session.name, visitorId: session.visitorId, now: Math.floor(Date.now() / 1000) });
    this.dispatch({ type: 'messageSending', message });
    this.stopTyping();
    this.enqueue(async () => {
      try {
        const id = this.state.conversationId;
        if (id === null) {
          await this.startConversation({ text, clientId, ...(optionId ? { optionId } : {}) });
        } else {
          this.received(id, await this.api.send(id, { text, clientId, ...(optionId ? { optionId } : {}) }));
        }
      } catch {
        this.dispatch({ type: 'messageFailed', clientId });
      }
    });
  }

  private retry(clientId: string): void {
    const m = this.state.messages.find((x) => x.clientId === clientId && x.sending === 'failed');
    if (!m) return;
    this.dispatch({ type: 'messageRetry', clientId });
    this.enqueue(async () => {
      try {
        const id = this.state.conversationId;
        if (id === null) await this.startConversation({ text: m.text, clientId });
        else this.received(id, await this.api.send(id, { text: m.text, clientId }));
      } catch {
        this.dispatch({ type: 'messageFailed', clientId });
      }
    });
  }

  /** What a write answered: the stored message(s), which replace the optimistic copy (the bot's replies too). */
  private received(conversationId: number, answer: { message: WireMessage | null; messages?: WireMessage[] }): void {
    const messages = [...(answer.messages ?? []), ...(answer.message ? [answer.message] : [])];
    if (messages.length) this.dispatch({ type: 'messagesReceived', conversationId, messages, live: false });
  }

  /** A new conversation: a bot one when it answers the greeting, else a human one. */
  private async startConversation(body: { text?: string; optionId?: string; clientId?: string }): Promise<number> {
    const greeting = this.state.greeting;
    this.starting = true;
    try {
      const answer = await this.api.startConversation({ ...body, ...(greeting ? { flowId: greeting.flowId, variantId: greeting.variantId } : {}) });
      const messages = [...(answer.messages ?? []), ...(answer.message ? [answer.message] : [])];
      this.dispatch({ type: 'conversationStarted', conversationId: answer.conversationId, messages });
      this.storage.write({ conversationId: answer.conversationId });
      return answer.conversationId;
    } finally {
      this.starting = false;
      const early = this.early;
      this.early = [];
      early.forEach((e) => this.onMessage(e));
    }
  }

  private enqueue(task: () => Promise<unknown>): void {
    this.queue = this.queue.then(task, task);
  }

  private feedback(body: { feedbackId: string; rating?: number; cancel?: boolean }): void {
    const id = this.state.conversationId;
    if (id === null) return;
    this.enqueue(async () => {
      try {
        this.received(id, await this.api.feedback(id, body));
      } catch {
        this.dispatch({ type: 'error', message: TEXT.somethingWrong });
      }
    });
  }

  private upload(file: File): void {
    this.dispatch({ type: 'error', message: null });
    this.enqueue(async () => {
      try {
        const id = this.state.conversationId ?? (await this.startConversation({}));
        await this.api.upload(id, file);
        await this.catchUp(); // the attachment message also arrives by realtime; this covers a lost event
      } catch {
        this.dispatch({ type: 'error', message: TEXT.uploadFailed });
      }
    });
  }

  private visitorTyping(): void {
    const id = this.state.conversationId;
    if (id === null) return;
    const now = Date.now();
    if (now - this.typingSentAt > TYPING_REPEAT_MS) {
      this.typingSentAt = now;
      void this.api.typing(id, true).catch(() => undefined);
    }
    if (this.typingIdle) clearTimeout(this.typingIdle);
    this.typingIdle = setTimeout(() => this.stopTyping(), TYPING_IDLE_MS);
  }

  private stopTyping(): void {
    if (this.typingIdle) clearTimeout(this.typingIdle);
    this.typingIdle = null;
    const id = this.state.conversationId;
    if (this.typingSentAt && id !== null) void this.api.typing(id, false).catch(() => undefined);
    this.typingSentAt = 0;
  }

  // ---- realtime ----

  private onEvent(event: string, data: WireEvent): void {
    if (!data || typeof data !== 'object') return;
    if (followMerge(event, data, this.state.conversationId, (id) => this.enqueue(() => this.openConversation(id)))) return;
    switch (event) {
      case 'new-message':
      case 'message-update':
        return this.onMessage(showEdits(event, data)); // issue 27: an agent's edit or delete reads as such
      case 'typing': {
        if (typeof data.conversationId !== 'number') return;
        this.dispatch({ type: 'typing', conversationId: data.conversationId, typing: data.typing === true, name: data.name ?? '' });
        if (this.agentTyping) clearTimeout(this.agentTyping);
        if (data.typing) {
          const conversationId = data.conversationId;
          this.agentTyping = setTimeout(() => this.dispatch({ type: 'typing', conversationId, typing: false, name: '' }), AGENT_TYPING_TTL_MS);
        }
        return;
      }
      case 'conversation-status':
        if (typeof data.conversationId === 'number' && data.status) this.dispatch({ type: 'statusChanged', conversationId: data.conversationId, status: data.status });
        return;
      case 'read':
      case 'agent-read':
        if (typeof data.conversationId === 'number' && typeof data.time === 'number') this.dispatch({ type: 'agentRead', conversationId: data.conversationId, time: data.time });
        return;
    }
  }

  private onMessage(data: WireEvent): void {
    const id = data.conversationId;
    if (typeof id !== 'number' || !data.message) return;
    if (id === this.state.conversationId) {
      this.dispatch({ type: 'messagesReceived', conversationId: id, messages: [data.message], live: true });
      return;
    }
    if (this.starting) {
      this.early.push(data);
      return;
    }
    // A conversation the widget did not start (an agent's, or the offline form's): follow the newest one.
    if (this.state.conversationId === null || id > this.state.conversationId) {
      this.enqueue(async () => {
        const { messages } = await this.api.messages(id, 0);
        this.dispatch({ type: 'conversationResumed', conversationId: id, status: 'open', messages });
        this.storage.write({ conversationId: id });
      });
    }
  }

  /** After (re)subscribing: what was sent while the socket was away. */
  private async catchUp(): Promise<void> {
    const id = this.state.conversationId;
    if (id === null) return;
    try {
      const { messages } = await this.api.messages(id, lastPos(this.state.messages));
      if (messages.length) this.dispatch({ type: 'messagesReceived', conversationId: id, messages, live: true });
    } catch {
      // The next reconnect or message tries again.
    }
  }

  /** Delivered as soon as agent/bot messages are here; read once the open window shows them on a visible page. */
  private syncReceipts(): void {
    const id = this.state.conversationId;
    if (id === null) return;
    const newest = newestStaffTime(this.state.messages);
    if (newest === null) return;
    if (newest > this.reported.delivered) {
      this.reported.delivered = newest;
      void this.api.receipt(id, 'delivered', newest).catch(() => undefined);
    }
    const visible = this.opts.win.document.visibilityState !== 'hidden';
    if (this.state.open && visible && newest > this.reported.read) {
      this.reported.read = newest;
      void this.api.receipt(id, 'read', newest).catch(() => undefined);
    }
  }
}
