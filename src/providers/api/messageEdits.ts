// Undo send and edits (issue 27) through the shell's httpClient (bearer token, one error toast per failure).
import type { Message } from '../../domain/inbox/types';
import type { HeldSend } from '../../domain/messageEdits/events';
import type { SendWindow } from '../../domain/messageEdits/schemas';
import { httpClient } from '../httpClient';

const conv = (id: number) => `app/inbox/conversations/${id}`;

export const editsApi = {
  sendWindow: async () => (await httpClient<SendWindow>('app/user/profile/send-window', { notify: false })).json,
  saveSendWindow: async (value: SendWindow) =>
    (await httpClient<SendWindow & { message: string }>('app/user/profile/send-window', { method: 'PUT', body: value })).json,
  editWindow: async () => (await httpClient<{ windowMinutes: number }>('app/inbox/edit-window', { notify: false })).json.windowMinutes,
  held: async (conversationId: number) => (await httpClient<{ held: HeldSend[] }>(`${conv(conversationId)}/held`, { notify: false })).json.held,
  undo: async (conversationId: number, clientId: string) =>
    void (await httpClient(`${conv(conversationId)}/held/${encodeURIComponent(clientId)}`, { method: 'DELETE' })),
  edit: async (conversationId: number, messageId: number, text: string) =>
    (await httpClient<{ message: Message }>(`${conv(conversationId)}/messages/${messageId}`, { method: 'PATCH', body: { text } })).json.message,
  remove: async (conversationId: number, messageId: number) =>
    (await httpClient<{ message: Message }>(`${conv(conversationId)}/messages/${messageId}`, { method: 'DELETE' })).json.message,
};
