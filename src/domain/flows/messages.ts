// The bot builder's user-facing strings: spec §5 (form messages, bot flow rules, shared validators) and §8
// (success texts) verbatim; the few the spec leaves unsaid are marked "ours". Strings the shared validators
// already own (ADMIN_MSG, MSG) are referenced, not repeated.
import { ADMIN_MSG } from '../adminMessages';
import { MSG } from '../messages';

export const FLOW_MSG = {
  // §5 form messages
  pathNameRequired: ADMIN_MSG.pathNameRequired,
  pathNameMin: ADMIN_MSG.pathNameMin,
  pathNameMax: ADMIN_MSG.pathNameMax,
  fieldEmpty: MSG.fieldEmpty,
  nameMin: MSG.nameMin,
  nameMax: MSG.nameMax,
  urlInvalid: ADMIN_MSG.urlInvalid,
  titleRequired: ADMIN_MSG.titleRequired,
  titleMax: ADMIN_MSG.titleMax,
  calendarRequired: ADMIN_MSG.calendarLinkRequired,
  calendarInvalid: ADMIN_MSG.calendarLinkInvalid,
  selectField: ADMIN_MSG.selectField,
  enterValue: ADMIN_MSG.enterValue,
  variantEmpty: ADMIN_MSG.greetingEmpty,
  // §5 bot flow rules
  oneTerminalPerPath: "Only one of 'Live Chat, Go to path, Buttons' is allowed in a path",
  oneAlertPerPath: 'Only one alert is allowed in a path',
  firstPathDelete: 'The first path cannot be deleted',
  firstPathMove: 'The first path cannot be re-ordered',
  saveError: 'Please fix all the errors, to save the conversation flow',
  // §5 shared validators
  topicsMax: ADMIN_MSG.topicsMax,
  addVariant: ADMIN_MSG.addVariant,
  duplicateGreeting: ADMIN_MSG.duplicateGreeting,
  durationEmpty: ADMIN_MSG.durationEmpty,
  durationPositive: ADMIN_MSG.durationPositive,
  durationMax: ADMIN_MSG.durationMax,
  assignmentRequired: ADMIN_MSG.assignmentRequired,
  // §8 success texts of the flows screens
  saved: 'Conversation saved successfully',
  cloned: 'Conversation cloned successfully',
  deleted: 'Conversation deleted successfully',
  renamed: 'Conversation name updated successfully',
  statusChanged: 'Conversation status changed successfully',
  // ours: the spec shows no wording for these
  assigneeGone: 'A selected team or member no longer exists',
  pathRequired: 'Please select a path',
  pathGone: 'The selected path no longer exists',
  pathNameTaken: 'Another path already has this name',
  channelRequired: 'Please select a channel',
  pathsRequired: 'Add at least one path',
  stepsRequired: 'Add at least one step to this path',
  buttonsRequired: 'Add at least one button',
  duplicateButtons: 'Two buttons have the same label',
  rulesRequired: 'Add at least one rule',
  pathUnreachable: 'No step or button leads to this path, so visitors never reach it',
  stepUnreachable: 'This step comes after the end of the path, so visitors never reach it',
  unreadable: 'This conversation flow could not be read',
  newerFormat: 'This conversation flow was saved by a newer version of Parley',
} as const;

export const upgradeMessage = (what: string) => `Upgrade your plan to use ${what}`;
