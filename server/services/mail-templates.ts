// The auth emails. Each carries one link; tests and the dev mailbox read it from the text body.
import { MAIL } from '../../src/domain/messages';
import type { OutgoingMail } from '../db/repositories/outbox';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, intro: string, action: string, link: string): OutgoingMail {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\nIf you did not expect this email you can ignore it.`,
    html: `<p>${esc(intro)}</p><p><a href="${esc(link)}">${esc(action)}</a></p><p>If you did not expect this email you can ignore it.</p>`,
  };
}

export const verifyMail = (to: string, name: string, link: string) =>
  mail(to, MAIL.verifySubject, `Hi ${name}, welcome to Parley. Please confirm your email address.`, 'Verify email', link);

export const resetMail = (to: string, link: string) =>
  mail(to, MAIL.resetSubject, 'Someone asked to reset the password of your Parley account.', 'Reset password', link);

export const inviteMail = (to: string, project: string, inviter: string, link: string) =>
  mail(to, MAIL.inviteSubject(project), `${inviter} invited you to answer visitors of ${project} on Parley.`, 'Accept invitation', link);
