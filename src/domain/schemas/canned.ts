// Canned messages (spec §3: messageId, message), shared by the composer editor, the admin list and the server.
import * as yup from 'yup';
import { MSG } from '../messages';

export const CANNED_MESSAGE_MAX = 2000;

export const cannedMessageSchema = yup.object({
  message: yup
    .string()
    .trim()
    .required(MSG.fieldEmpty)
    .max(CANNED_MESSAGE_MAX, `Maximum of ${CANNED_MESSAGE_MAX} characters are allowed`),
});
export type CannedMessageInput = yup.InferType<typeof cannedMessageSchema>;

export interface CannedMessage {
  messageId: number;
  message: string;
}
