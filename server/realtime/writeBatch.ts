/**
 * Socket writes of one event-loop turn leave together. Each socket a frame goes to is corked on its first frame
 * of the turn and uncorked once, in setImmediate (after the turn's I/O callbacks), so the frames of every event
 * published meanwhile go out in one writev per socket instead of one each. On loopback the syscall, not the
 * JavaScript, is most of a fan-out's cost (bench/README.md: ~13 µs per socket write); an idle server adds no delay,
 * a busy one sends its backlog in batches instead of falling behind.
 */

/** What a batch needs of a socket: node's net.Socket has all three. */
export interface Corkable {
  cork(): void;
  uncork(): void;
  readonly destroyed: boolean;
}

export class WriteBatch {
  private held: Corkable[] = [];
  private readonly holding = new Set<Corkable>();
  private scheduled = false;

  constructor(private readonly schedule: (flush: () => void) => void = (flush) => void setImmediate(flush)) {}

  /** Holds the socket's writes until the end of this turn (idempotent within a turn). */
  hold(socket: Corkable): void {
    if (this.holding.has(socket) || socket.destroyed) return;
    socket.cork();
    this.holding.add(socket);
    this.held.push(socket);
    if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(this.flush);
    }
  }

  /** Sends everything held (also safe to call directly, e.g. before closing). */
  readonly flush = (): void => {
    this.scheduled = false;
    const sockets = this.held;
    this.held = [];
    this.holding.clear();
    for (const socket of sockets) if (!socket.destroyed) socket.uncork();
  };
}
