// Contacts and companies (issue 26): the people behind visitors, one per email per project, and the accounts they
// belong to. Wire types shared by the server's answers and the dashboard's resources.

/** Where an identity came from: the bot's email step, the offline form, the widget's identify call, a CRM match,
 *  a CSV import or an agent's edit. */
/** `history`: an email a visitor gave before contacts existed (migration 040 made the contact). */
export const IDENTITY_SOURCES = ['bot', 'offline-form', 'identify', 'crm', 'import', 'agent', 'history'] as const;
export type IdentitySource = (typeof IDENTITY_SOURCES)[number];

/** Custom attributes: flat string / number / boolean values (what Intercom's custom data allows). */
export type ContactAttributes = Record<string, string | number | boolean>;

export interface CrmLink {
  kind: string;
  url: string | null;
  label: string;
}

export interface ContactCompanyRef {
  id: number;
  name: string;
}

/** One row of the Contacts list and the base of the show page. */
export interface Contact {
  id: number;
  email: string;
  name: string;
  company: ContactCompanyRef | null;
  location: string;
  /** At least one identity proved this email (a valid identify hash). */
  verified: boolean;
  source: IdentitySource;
  firstSeenAt: number;
  lastSeenAt: number;
  conversationCount: number;
  openConversationCount: number;
  tags: string[];
  attributes: ContactAttributes;
  crmLinks: CrmLink[];
}

export interface ContactConversation {
  id: number;
  status: string;
  lastMessageText: string | null;
  lastEventTime: number;
  contactId: number | null;
  contactName: string | null;
}

export interface Company {
  id: number;
  name: string;
  domain: string | null;
  ownerUserId: number | null;
  ownerName: string | null;
  crmLinks: CrmLink[];
  peopleCount: number;
  conversationCount: number;
  createdAt: number;
}

/** What a visitor's panel and the inbox row need to name the person: null when nobody is known. */
export interface VisitorContact {
  id: number;
  name: string;
  email: string;
  company: string | null;
  /** This visitor proved the email (or the identity came from a trusted source). */
  verified: boolean;
}

/** The GDPR export: everything Parley holds on the contact. */
export interface ContactExport {
  exportedAt: number;
  contact: Contact;
  visitors: Array<{ id: string; name: string; email: string | null; location: string; firstSeenAt: number; lastSeenAt: number }>;
  conversations: Array<{ id: number; createdAt: number; messages: Array<{ senderType: string; senderName: string; text: string; time: number }> }>;
}

export interface ImportRowError {
  /** 1-based line of the data row (the header is line 1, so the first row is 2). */
  line: number;
  errors: string[];
}

export interface ImportResult {
  created: number;
  updated: number;
  errors: ImportRowError[];
}

/** The project's identity verification setup (settings): the secret is shown to admins to copy into their backend. */
export interface IdentitySettings {
  secret: string;
  required: boolean;
}
