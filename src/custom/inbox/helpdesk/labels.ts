// The helpdesk cards' words (ours: the spec names only the toasts, which live in src/domain/helpdesk/messages.ts).
import type { HelpdeskId } from '../../../domain/helpdesk/providers';

export const HELPDESK_UI = {
  section: 'Helpdesk',
  title: { zendesk: 'Zendesk', serviceCloud: 'Service Cloud' } satisfies Record<HelpdeskId, string>,
  tabs: {
    zendesk: ['Create ticket', 'Knowledge base'],
    serviceCloud: ['Create case', 'Articles'],
  } satisfies Record<HelpdeskId, readonly [string, string]>,
  subject: 'Subject',
  description: 'Description',
  descriptionHelp: 'Prefilled from the conversation',
  requester: 'Requester',
  requesterEmail: 'Requester email',
  noEmail: 'No email: the ticket is filed under the connected account',
  create: { zendesk: 'Create ticket', serviceCloud: 'Create case' } satisfies Record<HelpdeskId, string>,
  creating: 'Creating…',
  needsWrite: 'Your role may read the inbox but not reply: ask an admin to create it.',
  refill: 'Refill from conversation',
  search: { zendesk: 'Search help center', serviceCloud: 'Search Knowledge' } satisfies Record<HelpdeskId, string>,
  searchHint: 'Type a keyword to find articles to share.',
  searching: 'Searching…',
  searchFailed: 'The search failed. Please try again.',
  noResults: (k: string) => `No articles match "${k}".`,
  insert: 'Insert link',
  inserted: 'Link added to your reply',
  open: 'Open article',
  connect: { zendesk: 'Connect Zendesk to create tickets and search its help center from here.', serviceCloud: 'Connect Salesforce to create Service Cloud cases and search Knowledge from here.' } satisfies Record<HelpdeskId, string>,
  connectButton: 'Connect',
  askAdmin: 'Ask an admin to connect it under Settings → Integrations.',
  lastCreated: (id: string) => `Last created: ${id}`,
} as const;
