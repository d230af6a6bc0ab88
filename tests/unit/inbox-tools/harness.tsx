// Render a reply tool the way the inbox mounts it (a query client, a signed-in session) against a stubbed fetch
// that answers by method and path, and an XMLHttpRequest stand-in whose upload progress the test drives.
import type { ReactElement, ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/domain/constants';
import type { PermissionTree } from '../../../src/domain/permissions';
import { DEFAULT_CONFIG, setConfig } from '../../../src/providers/config';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';
import { SessionContext } from '../../../src/ui/session/SessionContext';
import { InboxDataContext, type InboxDataValue } from '../../../src/custom/inbox/data/context';
import { agentSession } from '../support/agentSession';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Handler = (call: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** A fake backend: handlers by 'METHOD /path' (exact path, query apart); every call is recorded. */
export class FakeBackend {
  calls: Call[] = [];
  private routes = new Map<string, Handler>();

  on(method: string, path: string, handler: Handler | { status?: number; body: unknown }): this {
    this.routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  callsTo(method: string, path: string | RegExp): Call[] {
    return this.calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
  }

  readonly fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://parley.test');
    const method = init.method ?? 'GET';
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: Call = { method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined, headers: new Headers(init.headers) };
    this.calls.push(call);
    const handler = this.routes.get(`${method} ${url.pathname}`);
    const answer = handler ? await handler(call) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
}

/** XMLHttpRequest as far as uploadFile uses it; the test plays the network through `progress` and `respond`. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export const session = agentSession;

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** A fresh backend, token and toasts; call in beforeEach. */
export function setUp(): FakeBackend {
  const backend = new FakeBackend();
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-1');
  resetNotifications();
  setConfig(DEFAULT_CONFIG);
  FakeXhr.instances = [];
  vi.stubGlobal('fetch', backend.fetch);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return backend;
}

export function tearDown(): void {
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** The inbox's data context as the page provides it around the composer (its reply guard reads the actions). */
function inboxData(): InboxDataValue {
  return {
    details: undefined,
    detailsLoading: false,
    network: 'connected',
    epoch: 0,
    tabRequest: null,
    clearTabRequest: vi.fn(),
    setOpenConversation: vi.fn(),
    send: vi.fn(() => true),
    retry: vi.fn(),
    discard: vi.fn(),
    sendTyping: vi.fn(),
    alerts: { notify: vi.fn(), needsUnlock: () => false, unlock: vi.fn(async () => undefined), subscribe: () => () => undefined, dispose: vi.fn() },
  };
}

export function renderTool(ui: ReactElement, opts: { qc?: QueryClient; tree?: PermissionTree; data?: Partial<InboxDataValue> } = {}) {
  const qc = opts.qc ?? newQueryClient();
  const data = { ...inboxData(), ...opts.data };
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={qc}>
      <SessionContext.Provider value={session(opts.tree)}>
        <InboxDataContext.Provider value={data}>{node}</InboxDataContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, qc, rerenderWith: (next: ReactElement) => result.rerender(wrap(next)) };
}

export const toastMessages = (kind?: 'success' | 'error' | 'info') =>
  getNotificationState()
    .toasts.filter((t) => !kind || t.kind === kind)
    .map((t) => t.message);

