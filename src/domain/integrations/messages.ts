// The integration texts of spec §2 (callback screens), §4 and §8, with "Parley" for "the product".
import { SERVICE_NAMES, type CallbackService } from './kinds';

export const INTEGRATION_MSG = {
  onlyOneMap: 'Only one Marketing Automation Platform connection is allowed. Please contact support if you wish to connect additional platforms',
  reconnect: 'Please reach out to support to reconnect your integration',
  tryAgain: 'Something went wrong. Please try again',
  credentialSaved: 'Credential saved successfully!',
  pending: 'Verification Pending',
  /** Dynamics failures use a fixed alert text (its wording is not shown in the spec: ours). */
  dynamicsFailed: 'Microsoft Dynamics could not be connected. Please check the organization name and try again',
  accessDenied: 'Access was denied on the provider',
  /** A connect to an address the admin typed failed: the far side's answer is never shown (it could be anything). */
  connectFailed: (name: string) => `Something went wrong while connecting ${name} with Parley`,
  invalidCredential: (label: string) => `Please provide a valid ${label.toLowerCase()}`,
  notConnected: (name: string) => `${name} is not connected`,
  alreadyConnected: (name: string) => `${name} is already connected`,
  /** Why a marketing-automation platform's Connect is disabled: the one-MAP rule, naming the connected platform. */
  mapTaken: (connected: string) => `${connected} is already connected. Only one Marketing Automation Platform connection is allowed. Please contact support if you wish to connect additional platforms`,
  /** An agent has one calendar: connecting the other one replaces it (the dialog asks first; the server insists). */
  calendarReplaceTitle: (current: string) => `Replace your ${current}?`,
  calendarReplaceText: (next: string, current: string, account: string | null) =>
    `Connecting ${next} disconnects your ${current}${account ? ` (${account})` : ''}. Meetings are then offered and booked in ${next} only.`,
  calendarReplaceRefused: (next: string, current: string, account: string | null) =>
    `Connecting ${next} would replace your ${current}${account ? ` (${account})` : ''}. Confirm to replace it`,
} as const;

export const integratedSuccessfully = (service: CallbackService) => `${SERVICE_NAMES[service]} integrated successfully!`;
export const callbackFailedText = (service: CallbackService) => `Something went wrong while connecting ${SERVICE_NAMES[service]} with Parley`;
export const callbackSuccessText = (service: CallbackService) => `Successfully connected your ${SERVICE_NAMES[service]} with Parley`;
