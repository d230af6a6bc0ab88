// The server's one clock, in whole seconds. The demo seed replays weeks of history through the services at past
// times: it sets this clock while it runs (before the server listens); everything else reads the real time.
let clock: (() => number) | null = null;

export const nowSeconds = (): number => (clock ? clock() : Math.round(Date.now() / 1000));

export function useClock(next: (() => number) | null): void {
  clock = next;
}
