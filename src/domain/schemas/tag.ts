// A tag's name: the admin form and the server share it.
import * as yup from 'yup';
import { MSG } from '../messages';
import { maxCharsMessage } from '../adminMessages';

export const TAG_NAME_MAX = 40;
export const tagSchema = yup.object({
  name: yup.string().trim().required(MSG.fieldEmpty).max(TAG_NAME_MAX, maxCharsMessage(TAG_NAME_MAX)),
});
