// The events of undo send (issue 27), sent on the sending agent's own channel only: a message is held in their send
// window (with when it goes out), or was taken back. Edits and deletes travel as the usual 'message-update'.
export const MESSAGE_HELD = 'message-held';
export const MESSAGE_UNDONE = 'message-undone';

export interface HeldSend {
  conversationId: number;
  clientId: string;
  /** When it goes out (ms since the epoch). */
  dueAt: number;
  text: string;
}
export interface UndoneSend {
  conversationId: number;
  clientId: string;
}
