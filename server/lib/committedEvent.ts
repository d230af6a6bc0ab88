// An event as a commit published it: its name, the JSON the realtime channels carried, and the same payload as an
// object. Listeners read `payload` rather than parsing `data` again (issue 30: five listeners each parsed every
// event: the notifier, webhooks, email follow-ups and the two team-chat mirrors).
export interface CommittedEvent {
  event: string;
  data: string;
  /** The object `data` encodes; absent on events built elsewhere (tests, replays): then `data` is parsed. */
  payload?: Record<string, unknown>;
}

/** The event's payload as an object: the one kept at publish time, else `data` parsed. */
export function payloadOf<T = Record<string, unknown>>(e: CommittedEvent): T {
  return (e.payload ?? JSON.parse(e.data)) as T;
}
