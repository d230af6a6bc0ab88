// The yup schemas of undo send and edits: the dashboard's forms and the server's routes validate with these.
import * as yup from 'yup';
import { DEFAULT_EDIT_WINDOW_MINUTES, DEFAULT_SEND_WINDOW, EDITS_MSG, EDIT_WINDOW_MAX_MINUTES, SEND_WINDOW_CHOICES } from './rules';

/** PUT app/user/profile/send-window: the agent's own send window. */
export const sendWindowSchema = yup.object({
  seconds: yup
    .number()
    .typeError(EDITS_MSG.sendWindowLabel)
    .oneOf([...SEND_WINDOW_CHOICES], EDITS_MSG.sendWindowLabel)
    .required(EDITS_MSG.textEmpty),
});
export type SendWindow = yup.InferType<typeof sendWindowSchema>;
export const SEND_WINDOW_DEFAULTS: SendWindow = { seconds: DEFAULT_SEND_WINDOW };

/** The project settings document 'messageEdits' (GET/PUT app/settings/messageEdits). */
export const messageEditsSettingsSchema = yup.object({
  windowMinutes: yup
    .number()
    .typeError(EDITS_MSG.editWindowRange)
    .integer(EDITS_MSG.editWindowRange)
    .min(1, EDITS_MSG.editWindowRange)
    .max(EDIT_WINDOW_MAX_MINUTES, EDITS_MSG.editWindowRange)
    .required(EDITS_MSG.editWindowRange),
});
export type MessageEditsSettings = yup.InferType<typeof messageEditsSettingsSchema>;
export const MESSAGE_EDITS_DEFAULTS: MessageEditsSettings = { windowMinutes: DEFAULT_EDIT_WINDOW_MINUTES };

/** PATCH app/inbox/conversations/{conversationId}/messages/{messageId}: the new text. */
export const editMessageSchema = yup.object({
  text: yup.string().trim().required(EDITS_MSG.textEmpty).max(10000, EDITS_MSG.textMax),
});
export type EditMessage = yup.InferType<typeof editMessageSchema>;

/** Path parameters of the undo and edit routes. */
export const undoParamsSchema = yup.object({
  conversationId: yup.number().integer().min(1).required(),
  clientId: yup.string().trim().min(1).max(64).required(),
});
export const messageParamsSchema = yup.object({
  conversationId: yup.number().integer().min(1).required(),
  messageId: yup.number().integer().min(1).required(),
});
