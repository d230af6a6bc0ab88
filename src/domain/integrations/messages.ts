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
  notConnected: (name: string) => `${name} is not connected`,
  alreadyConnected: (name: string) => `${name} is already connected`,
} as const;

export const integratedSuccessfully = (service: CallbackService) => `${SERVICE_NAMES[service]} integrated successfully!`;
export const callbackFailedText = (service: CallbackService) => `Something went wrong while connecting ${SERVICE_NAMES[service]} with Parley`;
export const callbackSuccessText = (service: CallbackService) => `Successfully connected your ${SERVICE_NAMES[service]} with Parley`;
