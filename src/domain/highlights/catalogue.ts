// The Highlights field catalogue (spec §3 "Highlights"): a menu in two categories, each of groups holding fields.
// Category one (map/CRM): Chat (default, custom, dynamic and account fields), Salesforce (record link, owner info,
// opportunity fields), HubSpot (record link, owner). Category two (intelligence): Contact, Company, Intent,
// Technologies. Custom chat fields are the project's own (settings document `chatFields`), so the menu is built
// per project. Every field has a stable key ('salesforce.ownerName'); what a project saves are entries
// { id, key } where the id is generated per entry (spec: "each with a generated id").
import { DEFAULT_CHAT_FIELDS, type ChatField } from '../settings/chatFields';

export const HIGHLIGHT_CATEGORIES = ['crm', 'intelligence'] as const;
export type HighlightCategory = (typeof HIGHLIGHT_CATEGORIES)[number];

/** The groups, named as the selected-field counts are kept (spec §3). */
export const HIGHLIGHT_GROUPS = ['ziChat', 'salesforce', 'hubspot', 'contact', 'company', 'intent', 'technologies'] as const;
export type HighlightGroup = (typeof HIGHLIGHT_GROUPS)[number];

/** What a project may lack: a CRM connection, or a subscription (spec §6 Highlights pop-ups). */
export type IntegrationNeed = 'salesforce' | 'hubspot';
export type SubscriptionNeed = 'intent' | 'scoops' | 'technologies';
export type HighlightNeed = { integration: IntegrationNeed } | { subscription: SubscriptionNeed };

/** Where a field's value comes from on the server: Parley's own records, the connected CRM, the enrichment provider. */
export type HighlightSource = 'parley' | 'salesforce' | 'hubspot' | 'enrichment';

/** How the panel shows a value. */
export type HighlightFormat = 'text' | 'email' | 'phone' | 'link' | 'url' | 'money' | 'date' | 'duration' | 'number' | 'list';

export interface HighlightField {
  key: string;
  label: string;
  group: HighlightGroup;
  /** The sub-heading inside its group (Chat: default/custom/dynamic/account; Salesforce: record link/owner/opportunity). */
  section: string;
  source: HighlightSource;
  format: HighlightFormat;
  /** A field-level need on top of its group's (Scoops inside Company). */
  needs?: HighlightNeed;
}

export interface HighlightGroupInfo {
  group: HighlightGroup;
  category: HighlightCategory;
  label: string;
  description: string;
  needs?: HighlightNeed;
  sections: ReadonlyArray<{ id: string; label: string }>;
}

export const CATEGORY_LABELS: Record<HighlightCategory, string> = { crm: 'Map / CRM', intelligence: 'Intelligence' };

export const GROUPS: Record<HighlightGroup, HighlightGroupInfo> = {
  ziChat: {
    group: 'ziChat',
    category: 'crm',
    label: 'Chat',
    description: 'What visitors tell the bot and what Parley sees of their visit.',
    sections: [
      { id: 'default', label: 'Default fields' },
      { id: 'custom', label: 'Custom fields' },
      { id: 'dynamic', label: 'Dynamic fields' },
      { id: 'account', label: 'Account fields' },
    ],
  },
  salesforce: {
    group: 'salesforce',
    category: 'crm',
    label: 'Salesforce',
    description: 'The matching lead or contact, its owner and the open opportunity.',
    needs: { integration: 'salesforce' },
    sections: [
      { id: 'recordLink', label: 'Record link' },
      { id: 'owner', label: 'Owner info' },
      { id: 'opportunity', label: 'Opportunity fields' },
    ],
  },
  hubspot: {
    group: 'hubspot',
    category: 'crm',
    label: 'HubSpot',
    description: 'The matching contact and its owner.',
    needs: { integration: 'hubspot' },
    sections: [
      { id: 'recordLink', label: 'Record link' },
      { id: 'owner', label: 'Owner' },
    ],
  },
  contact: {
    group: 'contact',
    category: 'intelligence',
    label: 'Contact',
    description: 'Who the visitor is: title, seniority, department.',
    sections: [{ id: 'contact', label: 'Contact' }],
  },
  company: {
    group: 'company',
    category: 'intelligence',
    label: 'Company',
    description: 'Firmographics of the visitor’s company.',
    sections: [{ id: 'company', label: 'Company' }],
  },
  intent: {
    group: 'intent',
    category: 'intelligence',
    label: 'Intent',
    description: 'Topics the company is researching right now.',
    needs: { subscription: 'intent' },
    sections: [{ id: 'intent', label: 'Intent' }],
  },
  technologies: {
    group: 'technologies',
    category: 'intelligence',
    label: 'Technologies',
    description: 'The tools installed at the visitor’s company.',
    needs: { subscription: 'technologies' },
    sections: [{ id: 'technologies', label: 'Technologies' }],
  },
};

const f = (group: HighlightGroup, section: string, key: string, label: string, source: HighlightSource, format: HighlightFormat = 'text', needs?: HighlightNeed): HighlightField => ({
  key: `${group === 'ziChat' ? 'chat' : group}.${key}`,
  label,
  group,
  section,
  source,
  format,
  ...(needs ? { needs } : {}),
});

const DEFAULT_FORMATS: Record<string, HighlightFormat> = { email: 'email', phone: 'phone' };

/** Every field but the project's custom chat fields, in menu order. */
export const STATIC_FIELDS: readonly HighlightField[] = [
  ...DEFAULT_CHAT_FIELDS.map((d) => f('ziChat', 'default', d.key, d.name, 'parley', DEFAULT_FORMATS[d.key] ?? 'text')),
  f('ziChat', 'dynamic', 'location', 'Location', 'parley'),
  f('ziChat', 'dynamic', 'currentPage', 'Current page', 'parley', 'url'),
  f('ziChat', 'dynamic', 'visits', 'Number of visits', 'parley', 'number'),
  f('ziChat', 'dynamic', 'timeOnSite', 'Time on site', 'parley', 'duration'),
  f('ziChat', 'dynamic', 'firstSeen', 'First seen', 'parley', 'date'),
  f('ziChat', 'dynamic', 'lastSeen', 'Last seen', 'parley', 'date'),
  f('ziChat', 'account', 'accountName', 'Account name', 'parley'),
  f('ziChat', 'account', 'domain', 'Web domain', 'parley', 'url'),
  f('salesforce', 'recordLink', 'recordLink', 'Salesforce record', 'salesforce', 'link'),
  f('salesforce', 'recordLink', 'recordType', 'Record type', 'salesforce'),
  f('salesforce', 'owner', 'ownerName', 'Owner name', 'salesforce'),
  f('salesforce', 'owner', 'ownerEmail', 'Owner email', 'salesforce', 'email'),
  f('salesforce', 'opportunity', 'opportunityName', 'Opportunity name', 'salesforce'),
  f('salesforce', 'opportunity', 'opportunityAmount', 'Opportunity amount', 'salesforce', 'money'),
  f('salesforce', 'opportunity', 'opportunityStage', 'Opportunity stage', 'salesforce'),
  f('salesforce', 'opportunity', 'opportunityCloseDate', 'Close date', 'salesforce', 'date'),
  f('hubspot', 'recordLink', 'recordLink', 'HubSpot record', 'hubspot', 'link'),
  f('hubspot', 'recordLink', 'lifecycleStage', 'Lifecycle stage', 'hubspot'),
  f('hubspot', 'owner', 'ownerName', 'Owner name', 'hubspot'),
  f('hubspot', 'owner', 'ownerEmail', 'Owner email', 'hubspot', 'email'),
  f('contact', 'contact', 'fullName', 'Full name', 'enrichment'),
  f('contact', 'contact', 'jobTitle', 'Job title', 'enrichment'),
  f('contact', 'contact', 'seniority', 'Seniority', 'enrichment'),
  f('contact', 'contact', 'department', 'Department', 'enrichment'),
  f('contact', 'contact', 'directPhone', 'Direct phone', 'enrichment', 'phone'),
  f('contact', 'contact', 'linkedin', 'LinkedIn', 'enrichment', 'url'),
  f('contact', 'contact', 'city', 'Contact location', 'enrichment'),
  f('company', 'company', 'name', 'Company name', 'enrichment'),
  f('company', 'company', 'industry', 'Industry', 'enrichment'),
  f('company', 'company', 'employees', 'Employees', 'enrichment'),
  f('company', 'company', 'revenue', 'Revenue', 'enrichment'),
  f('company', 'company', 'headquarters', 'Headquarters', 'enrichment'),
  f('company', 'company', 'website', 'Website', 'enrichment', 'url'),
  f('company', 'company', 'founded', 'Founded', 'enrichment'),
  f('company', 'company', 'scoops', 'Latest scoops', 'enrichment', 'list', { subscription: 'scoops' }),
  f('intent', 'intent', 'topTopic', 'Top intent topic', 'enrichment'),
  f('intent', 'intent', 'topics', 'Intent topics', 'enrichment', 'list'),
  f('intent', 'intent', 'signalScore', 'Signal score', 'enrichment', 'number'),
  f('intent', 'intent', 'lastSignal', 'Last signal', 'enrichment', 'date'),
  f('technologies', 'technologies', 'all', 'Technologies', 'enrichment', 'list'),
  f('technologies', 'technologies', 'crm', 'CRM in use', 'enrichment'),
  f('technologies', 'technologies', 'marketing', 'Marketing automation', 'enrichment'),
  f('technologies', 'technologies', 'analytics', 'Analytics', 'enrichment'),
];

export const CUSTOM_PREFIX = 'chat.custom.';

/** A project's custom chat field as a Highlights field: its value is the bot's answer under that key. */
export const customChatField = (c: Pick<ChatField, 'key' | 'name' | 'type'>): HighlightField => ({
  key: `${CUSTOM_PREFIX}${c.key}`,
  label: c.name,
  group: 'ziChat',
  section: 'custom',
  source: 'parley',
  format: c.type === 'number' ? 'number' : 'text',
});

/** The whole catalogue of one project, in menu order (custom fields after the default ones). */
export function catalogueFor(customFields: ReadonlyArray<Pick<ChatField, 'key' | 'name' | 'type'>>): HighlightField[] {
  const custom = customFields.map(customChatField);
  const firstDynamic = STATIC_FIELDS.findIndex((x) => x.section === 'dynamic');
  return [...STATIC_FIELDS.slice(0, firstDynamic), ...custom, ...STATIC_FIELDS.slice(firstDynamic)];
}

export const fieldIndex = (fields: readonly HighlightField[]): Map<string, HighlightField> => new Map(fields.map((x) => [x.key, x]));

export interface MenuGroup extends HighlightGroupInfo {
  fields: HighlightField[];
}
export interface MenuCategory {
  category: HighlightCategory;
  label: string;
  groups: MenuGroup[];
}

/** The builder's menu: categories → groups → fields. */
export function menuOf(fields: readonly HighlightField[]): MenuCategory[] {
  return HIGHLIGHT_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    groups: HIGHLIGHT_GROUPS.filter((g) => GROUPS[g].category === category).map((g) => ({ ...GROUPS[g], fields: fields.filter((x) => x.group === g) })),
  }));
}
