// An incoming Bot Framework activity (POST app/msteams/messages), as far as Parley reads it. Unknown fields are
// kept out; the token on the request is what authenticates it (server/integrations/teams/routes.ts).
import * as yup from 'yup';

const account = yup.object({
  id: yup.string().trim().required().max(200),
  name: yup.string().max(200).optional(),
  aadObjectId: yup.string().max(100).optional(),
});

export const teamsActivitySchema = yup.object({
  type: yup.string().trim().required().max(40),
  id: yup.string().trim().required().max(200),
  serviceUrl: yup.string().trim().required().max(500).matches(/^https?:\/\//),
  channelId: yup.string().trim().max(40).optional(),
  text: yup.string().max(28_000).optional(),
  from: account.required(),
  conversation: yup
    .object({
      id: yup.string().trim().required().max(500),
      tenantId: yup.string().max(100).optional(),
      conversationType: yup.string().max(40).optional(),
    })
    .required(),
  replyToId: yup.string().max(200).optional(),
  channelData: yup
    .object({ tenant: yup.object({ id: yup.string().max(100).optional() }).optional() })
    .optional()
    .default(undefined),
});

export type TeamsActivity = yup.InferType<typeof teamsActivitySchema>;

/** GET app/msteams/channels: one team's channels, or (no teamId) every team's. */
export const teamsChannelsQuerySchema = yup.object({ teamId: yup.string().trim().max(200).optional() });
