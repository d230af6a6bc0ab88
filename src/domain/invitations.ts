// Pending invitations (issue 22: "pending invitations are listed in Team with resend and revoke"): an invited address
// that has not accepted yet, as GET app/invitations lists it, and the words the Team page and the server use.

export interface PendingInvitation {
  /** The newest open link's id: what resend and revoke name. */
  id: number;
  email: string;
  roleId: number | null;
  roleName: string | null;
  invitedBy: string | null;
  /** Seconds (spec §9): when the newest link was sent, and when it stops working. */
  sentAt: number;
  expiresAt: number;
}

/** Ours: the spec has no words for pending invitations. */
export const INVITATION_MSG = {
  title: 'Pending invitations',
  hint: 'Invited people who have not accepted yet. An invitation link works for 7 days.',
  resend: 'Resend',
  revoke: 'Revoke',
  resent: (email: string) => `Invitation sent again to ${email}`,
  revoked: (email: string) => `Invitation to ${email} revoked`,
  revokeTitle: (email: string) => `Revoke the invitation to ${email}?`,
  revokeBody: 'The link in the invitation email will stop working. You can invite this address again later.',
  notFound: 'This invitation was already accepted or revoked',
} as const;

/** The newest open invitation of each address: one row per person invited, however many links were sent. */
export function newestPerAddress<T extends { email: string; sentAt: number; id: number }>(rows: readonly T[]): T[] {
  const newest = new Map<string, T>();
  for (const row of rows) {
    const known = newest.get(row.email);
    if (!known || row.sentAt > known.sentAt || (row.sentAt === known.sentAt && row.id > known.id)) newest.set(row.email, row);
  }
  return [...newest.values()].sort((a, b) => b.sentAt - a.sentAt || b.id - a.id);
}
