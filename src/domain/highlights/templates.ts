// Templates to start the builder from (spec §3: "templates, each with a template list whose entries have fields").
// Each entry of a template list is one group with its fields in order; fields a project cannot use are left out when
// the template is applied (rules.fromTemplate). None exceeds the 15-field limit.
import type { HighlightGroup } from './catalogue';

export interface TemplateEntry {
  group: HighlightGroup;
  fields: string[];
}

export interface HighlightsTemplate {
  id: string;
  name: string;
  description: string;
  templateList: TemplateEntry[];
}

export const HIGHLIGHTS_TEMPLATES: readonly HighlightsTemplate[] = [
  {
    id: 'sales',
    name: 'Sales essentials',
    description: 'Who they are, who owns them in the CRM and what deal is open.',
    templateList: [
      { group: 'ziChat', fields: ['chat.name', 'chat.email', 'chat.company'] },
      { group: 'salesforce', fields: ['salesforce.recordLink', 'salesforce.ownerName', 'salesforce.opportunityAmount', 'salesforce.opportunityStage'] },
      { group: 'hubspot', fields: ['hubspot.recordLink', 'hubspot.ownerName'] },
      { group: 'contact', fields: ['contact.jobTitle'] },
      { group: 'company', fields: ['company.industry', 'company.employees'] },
    ],
  },
  {
    id: 'abm',
    name: 'Account-based marketing',
    description: 'Firmographics, buying intent and the stack they run.',
    templateList: [
      { group: 'ziChat', fields: ['chat.name', 'chat.email'] },
      { group: 'company', fields: ['company.name', 'company.industry', 'company.employees', 'company.revenue', 'company.scoops'] },
      { group: 'intent', fields: ['intent.topTopic', 'intent.topics', 'intent.signalScore'] },
      { group: 'technologies', fields: ['technologies.all', 'technologies.crm'] },
    ],
  },
  {
    id: 'support',
    name: 'Customer support',
    description: 'Contact details and what the visitor is doing on your site.',
    templateList: [
      { group: 'ziChat', fields: ['chat.name', 'chat.email', 'chat.phone', 'chat.company', 'chat.location', 'chat.currentPage', 'chat.visits', 'chat.lastSeen'] },
      { group: 'hubspot', fields: ['hubspot.recordLink', 'hubspot.ownerName'] },
    ],
  },
];

export const templateKeys = (t: HighlightsTemplate): string[] => t.templateList.flatMap((e) => e.fields);
