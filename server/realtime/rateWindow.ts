/**
 * Sliding-window limiter: at most `limit` accepted events in any `windowMs`. Keeps only the last `limit`
 * accepted timestamps, so it costs O(limit) memory per connection. Rejected attempts are not counted,
 * so a client that slows down is served again as soon as the window has room.
 */
export class RateWindow {
  private readonly accepted: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an event at `now` (ms) and says whether it is within the limit. */
  take(now: number): boolean {
    if (this.accepted.length >= this.limit) {
      const oldest = this.accepted[0];
      if (now - oldest < this.windowMs) return false;
      this.accepted.shift();
    }
    this.accepted.push(now);
    return true;
  }
}
