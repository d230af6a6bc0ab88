// Team-user schemas shared by the invitation form and the server.
import * as yup from 'yup';
import { MSG } from '../messages';
import { emailField } from './auth';

export const inviteUserSchema = yup.object({
  email: emailField(),
  roleId: yup.number().typeError(MSG.fieldEmpty).required(MSG.fieldEmpty).integer(MSG.fieldEmpty).min(1, MSG.fieldEmpty),
});
export type InviteUserInput = yup.InferType<typeof inviteUserSchema>;
