// The public command queue. The snippet defines a stub that queues calls until widget.js runs:
//   window.Parley = window.Parley || function () { (window.Parley.q = window.Parley.q || []).push(arguments); };
// installCommands replays what was queued, in order, and replaces the stub with a function that runs a command
// at once and returns its promise: Parley('identify', { email, name, company, attributes, userHash }).
export type CommandRunner = (name: string, arg: unknown) => Promise<unknown>;

export interface ParleyFunction {
  (name: string, arg?: unknown): Promise<unknown> | void;
  q?: ArrayLike<unknown>[];
}

declare global {
  interface Window {
    Parley?: ParleyFunction;
  }
}

export function installCommands(win: Window, run: CommandRunner): void {
  const queued = Array.from(win.Parley?.q ?? []);
  const call = (name: unknown, arg: unknown): Promise<unknown> => {
    if (typeof name !== 'string') return Promise.reject(new Error('Parley: the first argument names a command'));
    const done = run(name, arg);
    // A failing command warns once on the page; the caller who awaits it gets the rejection too.
    done.catch((err: unknown) => console.warn(`Parley('${name}') failed:`, err instanceof Error ? err.message : err));
    return done;
  };
  win.Parley = (name: string, arg?: unknown) => call(name, arg);
  for (const args of queued) void call(args[0], args[1]).catch(() => undefined);
}
