// How Parley's mail leaves the server (GET app/env `mailDelivery`): through SMTP, into the local demo's mailbox, or
// nowhere (no SMTP_URL on a real deployment). The screens that promise an email (register, verification, password
// reset, invitations) show MAIL_OFF_NOTICE in the last case instead of a promise nobody keeps.
export type MailDelivery = 'smtp' | 'mailbox' | 'off';

export const MAIL_OFF_NOTICE =
  'Email is not set up on this Parley server (SMTP_URL is missing), so verification, password reset and invitation emails are not sent. Ask your administrator to configure it.';

export const mailDelivery = (usesOutbox: boolean, devMailbox: boolean): MailDelivery => (!usesOutbox ? 'smtp' : devMailbox ? 'mailbox' : 'off');
