// The public booking calls (server/routes/meetings.ts): no session, no toasts (the page shows its own errors).
import type { BookedMeeting, BookingPage } from '../../domain/meetings/booking';
import { httpClient } from '../httpClient';

/** The booking page tells a refused call (its §8 text, 409 slot taken) from a network failure. */
export { ApiError } from '../httpClient';

export const bookingApi = {
  /** `conversation`: the link's signed `c`, so the page can prefill what the visitor already told us. */
  page: async (key: string, conversation: string | null = null) =>
    (await httpClient<BookingPage>(`app/meet/${encodeURIComponent(key)}${conversation ? `?c=${encodeURIComponent(conversation)}` : ''}`, { auth: false, notify: false })).json,
  book: async (key: string, body: { name: string; email: string; start: number; conversation: string | null; timezone: string }) =>
    (await httpClient<{ meeting: BookedMeeting }>(`app/meet/${encodeURIComponent(key)}`, { method: 'POST', body, auth: false, notify: false })).json.meeting,
};
