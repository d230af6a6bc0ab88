// Transcripts by email (issue 28) through the shell's httpClient (bearer token, one error toast per failure).
import type { TRANSCRIPT_RECIPIENTS } from '../../domain/email/requests';
import { httpClient } from '../httpClient';

export const transcriptsApi = {
  /** Sends the conversation's transcript to the visitor's known email or to the signed-in agent; the server's text. */
  send: async (conversationId: number, to: (typeof TRANSCRIPT_RECIPIENTS)[number]) =>
    (await httpClient<{ message: string }>(`app/inbox/conversations/${conversationId}/transcript`, { method: 'POST', body: { to } })).json.message,
};
