// The admin console's user-facing strings: spec §5 form messages and §8 success/info texts (verbatim), plus the
// few the spec leaves unsaid (marked "ours"). Strings the shell already owns stay in MSG and are referenced here.
import { DESCRIPTION, PATH_NAME, TITLE_MAX, TOPIC_PRODUCTS_MAX } from './constants';
import { MSG } from './messages';
import { CALENDAR_LINK_MSG } from './schemas/profile';

export const ADMIN_MSG = {
  // §5 form messages
  roleNameRequired: 'Role name is required',
  teamNameRequired: 'Team name is required',
  botNameRequired: 'Bot name is required',
  pathNameMin: `Path name must be at least ${PATH_NAME.min} characters`,
  pathNameMax: `Path name must be at most ${PATH_NAME.max} characters`,
  pathNameRequired: 'Path name is required',
  descriptionLength: `Description minimum ${DESCRIPTION.min} and maximum ${DESCRIPTION.max} characters`,
  descriptionRequired: 'Description is required',
  imageUrlInvalid: 'Please enter a valid image URL',
  selectList: 'Please select atleast one list from the dropdown',
  enterValue: 'Please enter a value',
  ruleNameRequired: 'Rule name is required',
  sourceRequired: 'Source is required',
  chatFieldNameRequired: 'Chat field name is required',
  chatFieldTypeRequired: 'Chat field type is required',
  clientIdRequired: 'Client Id is required',
  clientSecretRequired: 'Client secret is required',
  baseUrlRequired: 'Base URL is required',
  linkedinInvalid: 'LinkedIn URL must be valid',
  linkedinRequired: 'LinkedIn URL is required',
  titleRequired: 'Title is required',
  titleMin: 'Title must be at least 1 character',
  titleMax: `Title must be at most ${TITLE_MAX} characters`,
  calendarLinkInvalid: CALENDAR_LINK_MSG.invalid,
  calendarLinkRequired: CALENDAR_LINK_MSG.required,
  imageRequired: 'Image is required',
  phoneRequired: 'Phone number is required',
  audienceNameRequired: 'Audience name is required',
  domainRequired: 'Domain is required',
  apiKeyRequired: 'Api key is required',
  holidayNameRequired: 'Holiday name required',
  holidayNameDuplicate: 'Contains duplicate holiday name',
  holidayDateRequired: 'Holiday date required',
  holidayDateDuplicate: 'Contains duplicate holiday date',
  fieldEmpty: MSG.fieldEmpty,
  greetingEmpty: 'Unable to save. You must select a GIF or add a message before you save',
  selectField: 'Please select a field',
  enterDefaultValue: 'Please enter a default value',
  missingRequiredFields: 'Missing required fields',
  selectForm: 'Please select a form from the website',

  // §5 shared field validators
  required: 'Required',
  topicsMax: `Maximum ${TOPIC_PRODUCTS_MAX} topics allowed`,
  invalidValue: 'Please enter valid value',
  positiveInteger: 'Value must be a positive integer',
  positiveNumber: 'Value must be a positive number',
  twoDecimals: 'Value can be upto 2 decimals only',
  notANumber: 'This field must be a number',
  keyChars: 'Use any of characters a-z, A-Z, 0-9, _ , - ',
  urlInvalid: MSG.urlInvalid,
  phoneInvalid: 'Phone number is not valid',
  emailInvalid: MSG.emailInvalid,
  durationEmpty: 'Duration cannot be empty',
  durationPositive: 'Please enter a positive duration',
  durationMax: 'Please enter a duration less than 999',
  addVariant: 'Add atleast one variant',
  duplicateGreeting: 'Duplicate greeting messages found',

  // ours: the spec names the rule but shows no wording
  assignmentRequired: 'Select at least one team or member',
  durationWhole: 'Duration must be a whole number of days',
  regexInvalid: 'Please enter a valid regular expression',
  operatorInvalid: 'This operator is not available for the selected field',
  rangeInvalid: 'The lower bound must not be above the upper bound',

  // §8 success
  audienceSaved: 'Audience saved successfully',
  newFieldCreated: 'New field created successfully',
  meetingSettingSaved: 'Saved meeting setting successfully',
  meetingAvailabilitySaved: 'Saved meeting availability successfully',
  ruleUpdated: 'Updated the rule successfully',
  ruleDeleted: 'Deleted the rule successfully',
  widgetStatusUpdated: 'Status of the widget updated successfully',
  widgetSettingsUpdated: 'Updated the widget settings successfully',
  privacySettingsUpdated: 'Updated the privacy policy settings successfully',
  holidaySettingsUpdated: 'Updated the holiday settings successfully',
  credentialSaved: 'Credential saved successfully!',
  fileUploaded: 'File uploaded successfully',
  fileDeleted: 'File deleted successfully',
  // §8 names these only as "team and role create, update, remove, clone and assign successes": wording ours.
  teamCreated: 'Team created successfully',
  teamUpdated: 'Team updated successfully',
  teamRemoved: 'Team removed successfully',
  teamCloned: 'Team cloned successfully',
  teamAssigned: 'Team assigned successfully',
  roleCreated: 'Role created successfully',
  roleUpdated: 'Role updated successfully',
  roleRemoved: 'Role removed successfully',
  roleCloned: 'Role cloned successfully',
  roleAssigned: 'Role assigned successfully',

  // §8 info and warnings shown by the admin screens
  reconnectIntegration: 'Please reach out to support to reconnect your integration',
  onlyOneMap:
    'Only one Marketing Automation Platform connection is allowed. Please contact support if you wish to connect additional platforms',
  mappingSoon: 'Ability to customize and map more fields will be added very soon',
  holidayConversationEnabled: 'Holiday conversation is enabled based on holiday settings',
  holidayConversationDisabled: 'Holiday conversation is disabled based on holiday settings',
  offlineConversationEnabled: 'Offline conversation is enabled based on offline experience settings',
  offlineConversationDisabled: 'Offline conversation is disabled based on offline experience settings',

  // §2 success modal after an upgrade request
  gotYourBackTitle: "We've got your back!",
  gotYourBackBody: 'Our team will be in touch with you shortly.',
} as const;

/** 'Maximum of {n} characters are allowed' (spec §5). */
export const maxCharsMessage = (n: number): string => `Maximum of ${n} characters are allowed`;

/** The second line of the "We've got your back!" modal, naming the customer-success mailbox. */
export const gotYourBackContact = (email: string): string =>
  `For any questions about your account, contact us at ${email}.`;
