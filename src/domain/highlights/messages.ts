// Highlights texts: spec §5 ('15/15 fields already selected'), §8 ('Highlights Successfully Setup or Updated'), and
// the pop-ups of §6 (integrate Salesforce or HubSpot, subscribe to Intent, Scoops or Technologies), whose wording the
// spec does not show (ours).
import { HIGHLIGHTS_MAX_FIELDS } from '../constants';
import type { IntegrationNeed, SubscriptionNeed } from './catalogue';

export const HIGHLIGHTS_MSG = {
  saved: 'Highlights Successfully Setup or Updated',
  limitReached: `${HIGHLIGHTS_MAX_FIELDS}/${HIGHLIGHTS_MAX_FIELDS} fields already selected`,
  // ours
  pickOne: 'Select at least one field',
  unknownField: 'This field is not available in this project',
  duplicate: 'A field can be selected once only',
  setUp: 'Set up Highlights',
  setUpBody: 'Choose the fields agents see about every visitor: CRM owner and opportunity, company, intent and more.',
  askAdmin: 'Ask an admin to set up Highlights for this project.',
  noMatch: 'No matching record',
  notProvided: 'Not provided yet',
  providerFailed: 'Could not load this right now',
  reconnect: 'Please reach out to support to reconnect your integration',
} as const;

const INTEGRATION_NAMES: Record<IntegrationNeed, string> = { salesforce: 'Salesforce', hubspot: 'HubSpot' };
const SUBSCRIPTION_NAMES: Record<SubscriptionNeed, string> = { intent: 'Intent', scoops: 'Scoops', technologies: 'Technologies' };

export const integrationName = (n: IntegrationNeed) => INTEGRATION_NAMES[n];
export const subscriptionName = (n: SubscriptionNeed) => SUBSCRIPTION_NAMES[n];

/** The pop-up of a group or field the project lacks (ours: the spec shows no wording). */
export const needPopup = {
  integration: (n: IntegrationNeed) => ({
    title: `Integrate ${INTEGRATION_NAMES[n]}`,
    body: `Connect ${INTEGRATION_NAMES[n]} to show the matching record, its owner${n === 'salesforce' ? ' and the open opportunity' : ''} next to every conversation.`,
    action: `Integrate ${INTEGRATION_NAMES[n]}`,
  }),
  subscription: (n: SubscriptionNeed) => ({
    title: `Subscribe to ${SUBSCRIPTION_NAMES[n]}`,
    body: `${SUBSCRIPTION_NAMES[n]} data is part of a subscription your project does not have yet. Ask us to add it and your agents see it in every conversation.`,
    action: `Subscribe to ${SUBSCRIPTION_NAMES[n]}`,
  }),
};

/** The server's refusal of a field the project lacks (ours). */
export const needRefusal = (need: { integration: IntegrationNeed } | { subscription: SubscriptionNeed }) =>
  'integration' in need ? `Integrate ${INTEGRATION_NAMES[need.integration]} to use its fields` : `Subscribe to ${SUBSCRIPTION_NAMES[need.subscription]} to use its fields`;
