// Agent email (issue 28): mentions and assignments reach an agent by email while they are away (not available as the
// inbox and routing see it), as a choice of their profile beside the browser's desktop notification and sound.
// One schema for the profile form and the server (PUT app/user/profile/agent-email).
import * as yup from 'yup';

/** The user-settings key the choice is kept under. */
export const AGENT_EMAIL_KEY = 'agentEmail';

/** After an email, further notices of the next this-many seconds go out together in one email. */
export const AGENT_EMAIL_WINDOW_SECONDS = 300;

export const agentEmailSchema = yup.object({
  /** Email me mentions and assignments while I am away. */
  enabled: yup.boolean().typeError('Please choose on or off').required('Please choose on or off'),
});
export type AgentEmailChoice = yup.InferType<typeof agentEmailSchema>;

export const DEFAULT_AGENT_EMAIL: AgentEmailChoice = { enabled: true };

export const AGENT_EMAIL_MSG = {
  saved: 'Updated the email notifications successfully!',
  digestSubject: (count: number) => `${count} mentions and assignments while you were away`,
} as const;

/** A saved choice, or the default (on) before the first save. */
export function normaliseAgentEmail(saved: unknown): AgentEmailChoice {
  const s = saved && typeof saved === 'object' ? (saved as Partial<AgentEmailChoice>) : {};
  return { enabled: typeof s.enabled === 'boolean' ? s.enabled : DEFAULT_AGENT_EMAIL.enabled };
}
