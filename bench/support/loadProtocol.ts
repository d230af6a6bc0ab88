// Messages between the delivery benchmark and its load child (loadSockets.ts) over the fork IPC channel.

export interface LoadStart {
  type: 'start';
  /** http://127.0.0.1:PORT */
  base: string;
  appKey: string;
  /** One entry per socket: the project channel it subscribes to and the agent token that authorises it. */
  targets: Array<{ channel: string; token: string }>;
  /** Sockets connecting at the same time. */
  concurrency: number;
}

export interface LoadCounters {
  open: number;
  /** Sockets closed by the server during the run (should stay 0). */
  closed: number;
  frames: number;
  newMessages: number;
}

export type ToLoad = LoadStart | { type: 'report' } | { type: 'stop' };
export type FromLoad = { type: 'ready'; sockets: number; ms: number } | { type: 'report'; counters: LoadCounters } | { type: 'error'; message: string };
