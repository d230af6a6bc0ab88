// Request bodies of the integrations endpoints, validated with yup on the server (and by the dashboard's forms).
import * as yup from 'yup';

const text = (max = 4000) => yup.string().strict().trim().max(max);

/** POST app/integration/<service> (spec §7): code (msteams: tenantId), state (JSON string), integrationKey. */
export const callbackSchema = yup.object({
  code: text().nullable().optional(),
  tenantId: text().nullable().optional(),
  state: text(8000).required('This field cannot be empty'),
  integrationKey: text(200).nullable().optional(),
});
export type CallbackBody = yup.InferType<typeof callbackSchema>;

/** POST app/oidc/google|microsoft. */
export const oidcSchema = yup.object({ code: text().required('This field cannot be empty'), state: text(8000).required('This field cannot be empty') });

/**
 * POST app/integrations/:kind/connect: the credential field of the kinds that ask one first (§3/§5); `replace`
 * confirms that connecting a calendar replaces the agent's other one.
 */
export const connectSchema = yup.object({ credential: text(200).optional(), replace: yup.boolean().strict().optional() });
