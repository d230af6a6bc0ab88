// The audience field catalogue of spec §3 ("Audience rule conditions"). Each field says where its value lives in
// a VisitorContext (`source`, a dotted path), so the catalogue is the one place a field is defined: the rule
// editor lists it, operators.ts picks its operators, model.ts validates its values and evaluate.ts reads it.
import { INTENT_RANGE_MONTHS, PRODUCT_NAME } from '../constants';

/** lead / account: a field of the visitor's lead or company record; objectField: of another object (the visit, an opportunity). */
export type FieldScope = 'lead' | 'account' | 'objectField';
export type FieldType = 'integration' | 'behavior' | 'attribute' | 'ziIntelligence';
export type ValueType = 'list' | 'string' | 'number' | 'range' | 'boolean' | 'days';

export const FIELD_GROUPS = [
  'List',
  'Salesforce',
  'Zoho',
  'Microsoft Dynamics',
  'Past website behavior',
  'Firmographic',
  PRODUCT_NAME,
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

/** One option of a range field; `max` null means no upper bound. */
export interface RangeOption {
  value: string;
  label: string;
  min: number;
  max: number | null;
}

export interface AudienceField {
  key: string;
  label: string;
  group: FieldGroup;
  scope: FieldScope;
  type: FieldType;
  valueType: ValueType;
  /** Dotted path into VisitorContext. */
  source: string;
  /** Company name and web domain take no regex (spec §5). */
  noRegex?: boolean;
  ranges?: readonly RangeOption[];
  /** Intent and Scoops: only signals from the last N months count. */
  months?: (typeof INTENT_RANGE_MONTHS)[number];
}

export const EMPLOYEE_RANGES: readonly RangeOption[] = [
  { value: '1-10', label: '1 - 10', min: 1, max: 10 },
  { value: '11-50', label: '11 - 50', min: 11, max: 50 },
  { value: '51-200', label: '51 - 200', min: 51, max: 200 },
  { value: '201-500', label: '201 - 500', min: 201, max: 500 },
  { value: '501-1000', label: '501 - 1,000', min: 501, max: 1000 },
  { value: '1001-5000', label: '1,001 - 5,000', min: 1001, max: 5000 },
  { value: '5001-10000', label: '5,001 - 10,000', min: 5001, max: 10000 },
  { value: '10001+', label: '10,001+', min: 10001, max: null },
];

const M = 1_000_000;
const B = 1_000_000_000;
/** Annual revenue in US dollars. */
export const REVENUE_RANGES: readonly RangeOption[] = [
  { value: '0-1M', label: 'Under $1M', min: 0, max: M },
  { value: '1M-5M', label: '$1M - $5M', min: M, max: 5 * M },
  { value: '5M-10M', label: '$5M - $10M', min: 5 * M, max: 10 * M },
  { value: '10M-25M', label: '$10M - $25M', min: 10 * M, max: 25 * M },
  { value: '25M-50M', label: '$25M - $50M', min: 25 * M, max: 50 * M },
  { value: '50M-100M', label: '$50M - $100M', min: 50 * M, max: 100 * M },
  { value: '100M-250M', label: '$100M - $250M', min: 100 * M, max: 250 * M },
  { value: '250M-500M', label: '$250M - $500M', min: 250 * M, max: 500 * M },
  { value: '500M-1B', label: '$500M - $1B', min: 500 * M, max: B },
  { value: '1B-5B', label: '$1B - $5B', min: B, max: 5 * B },
  { value: '5B+', label: '$5B+', min: 5 * B, max: null },
];

type Spec = Omit<AudienceField, 'group'>;
const inGroup = (group: FieldGroup, specs: Spec[]): AudienceField[] => specs.map((s) => ({ ...s, group }));

const marketingList = (key: string, label: string): Spec => ({
  key, label, scope: 'lead', type: 'integration', valueType: 'list', source: 'lists',
});

/** Owner, contact and lead flags of one CRM, read from ctx.crm[crm]. */
const crmFields = (crm: string, name: string): Spec[] => [
  { key: `${crm}Owner`, label: `${name} CRM owner`, scope: 'account', type: 'integration', valueType: 'string', source: `crm.${crm}.owner` },
  { key: `${crm}Contact`, label: `Is a ${name} contact`, scope: 'lead', type: 'integration', valueType: 'boolean', source: `crm.${crm}.isContact` },
  { key: `${crm}Lead`, label: `Is a ${name} lead`, scope: 'lead', type: 'integration', valueType: 'boolean', source: `crm.${crm}.isLead` },
];

const firmo = (key: string, label: string, valueType: ValueType, source: string, extra: Partial<Spec> = {}): Spec => ({
  key, label, scope: 'account', type: 'ziIntelligence', valueType, source, ...extra,
});

const signals = (kind: 'intent' | 'scoops', name: string): Spec[] =>
  INTENT_RANGE_MONTHS.map((months) =>
    firmo(`${kind}${months}m`, `${name} (last ${months === 1 ? 'month' : `${months} months`})`, 'list', `company.${kind}`, { months }),
  );

const leadField = (name: string, label: string): Spec => ({
  key: `lead.${name}`, label, scope: 'lead', type: 'attribute', valueType: 'string', source: `lead.${name}`,
});
const accountField = (name: string, label: string): Spec => ({
  key: `account.${name}`, label, scope: 'account', type: 'attribute', valueType: 'string', source: `account.${name}`,
});

export const AUDIENCE_FIELDS: readonly AudienceField[] = [
  ...inGroup('List', [
    marketingList('marketoList', 'Marketo list'),
    marketingList('hubspotList', 'HubSpot list'),
    marketingList('pardotList', 'Pardot list'),
    marketingList('eloquaList', 'Eloqua list'),
  ]),
  ...inGroup('Salesforce', [
    ...crmFields('salesforce', 'Salesforce'),
    { key: 'salesforceOpportunityValue', label: 'Salesforce opportunity value', scope: 'objectField', type: 'integration', valueType: 'number', source: 'crm.salesforce.opportunityValue' },
    { key: 'salesforceOpportunityCreated', label: 'Opportunity created', scope: 'objectField', type: 'integration', valueType: 'days', source: 'crm.salesforce.opportunityCreatedAt' },
    { key: 'salesforceOpportunityRemoved', label: 'Opportunity removed', scope: 'objectField', type: 'integration', valueType: 'days', source: 'crm.salesforce.opportunityRemovedAt' },
  ]),
  ...inGroup('Zoho', crmFields('zoho', 'Zoho')),
  ...inGroup('Microsoft Dynamics', crmFields('msdynamics', 'Microsoft Dynamics')),
  ...inGroup('Past website behavior', [
    { key: 'visitedUrl', label: 'Visited URL', scope: 'objectField', type: 'behavior', valueType: 'string', source: 'visitedUrls' },
    { key: 'websiteVisits', label: 'Number of website visits', scope: 'objectField', type: 'behavior', valueType: 'number', source: 'visits' },
    { key: 'timeOnSite', label: 'Total time spent on website', scope: 'objectField', type: 'behavior', valueType: 'number', source: 'timeOnSiteSeconds' },
    { key: 'visitorCount', label: 'Number of visitors', scope: 'objectField', type: 'behavior', valueType: 'number', source: 'company.visitors' },
  ]),
  ...inGroup('Firmographic', [
    firmo('companyName', 'Company name', 'string', 'company.name', { noRegex: true }),
    firmo('webDomain', 'Web domain', 'string', 'company.domain', { noRegex: true }),
    firmo('country', 'Country', 'string', 'company.country'),
    firmo('region', 'US/Canada region', 'string', 'company.region'),
    firmo('employeeRange', 'Employee range', 'range', 'company.employeeRange', { ranges: EMPLOYEE_RANGES }),
    firmo('revenueRange', 'Revenue range', 'range', 'company.revenueRange', { ranges: REVENUE_RANGES }),
    firmo('technologies', 'Technologies', 'list', 'company.technologies'),
    ...signals('intent', 'Intent'),
    ...signals('scoops', 'Scoops'),
    firmo('industries', 'Industries', 'list', 'company.industries'),
    firmo('primaryIndustry', 'Primary Industry', 'string', 'company.primaryIndustry'),
  ]),
  ...inGroup(PRODUCT_NAME, [
    { key: 'targetAccounts', label: 'Target Accounts list', scope: 'account', type: 'attribute', valueType: 'list', source: 'lists' },
    leadField('name', 'Lead name'),
    leadField('email', 'Lead email'),
    leadField('title', 'Lead job title'),
    leadField('phone', 'Lead phone'),
    accountField('name', 'Account name'),
    accountField('website', 'Account website'),
  ]),
];

const BY_KEY = new Map(AUDIENCE_FIELDS.map((f) => [f.key, f]));
const CUSTOM_KEY = /^(lead|account)\.([A-Za-z0-9_-]+)$/;

/**
 * The field a rule names: one of the catalogue, one of `extra` (fields a project adds), or any other lead or
 * account field as `lead.<name>` / `account.<name>` (a CRM or chat field read as text). Undefined otherwise.
 */
export function findField(key: string, extra: readonly AudienceField[] = []): AudienceField | undefined {
  const found = extra.find((f) => f.key === key) ?? BY_KEY.get(key);
  if (found) return found;
  const m = CUSTOM_KEY.exec(key);
  if (!m) return undefined;
  const scope = m[1] as 'lead' | 'account';
  return { key, label: m[2]!, group: PRODUCT_NAME, scope, type: 'attribute', valueType: 'string', source: key };
}

export const fieldsInGroup = (group: FieldGroup): AudienceField[] => AUDIENCE_FIELDS.filter((f) => f.group === group);
