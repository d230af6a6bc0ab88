// The API key form (Developers page) and the server's validation of it.
import * as yup from 'yup';
import { MSG } from '../messages';
import { maxCharsMessage } from '../adminMessages';
import { API_SCOPE_KEYS, type ApiScope } from './scopes';

export const API_KEY_NAME_MAX = 80;
export const API_KEY_MSG = {
  scopesRequired: 'Choose at least one scope',
  created: 'API key created. Copy the secret now: it will not be shown again.',
  revoked: 'API key revoked',
  invalidKey: 'Invalid or revoked API key',
  missingScope: 'This API key does not have the scope this call needs',
  rateLimited: 'Too many requests for this API key. Please try again in a minute.',
} as const;

export const apiKeySchema = yup.object({
  name: yup.string().trim().required(MSG.fieldEmpty).max(API_KEY_NAME_MAX, maxCharsMessage(API_KEY_NAME_MAX)),
  scopes: yup
    .array(yup.mixed<ApiScope>().oneOf(API_SCOPE_KEYS).required())
    .min(1, API_KEY_MSG.scopesRequired)
    .required(API_KEY_MSG.scopesRequired),
});
export type ApiKeyInput = yup.InferType<typeof apiKeySchema>;

/** A key as the dashboard lists it (never its secret or hash). */
export interface ApiKey {
  id: number;
  name: string;
  scopes: ApiScope[];
  /** The first characters of the secret, so admins can tell keys apart ("parley_sk_AbC1…"). */
  hint: string;
  createdAt: number;
  lastUsedAt: number | null;
  lastUsedIp: string | null;
  revokedAt: number | null;
}
