// Shared test helpers: run a yup schema the way forms and the server do and read back its messages.
import * as yup from 'yup';
import { fieldErrors } from '../../../src/domain/schemas/auth';
import type { VisitorContext } from '../../../src/domain/audience/context';

/** The first message a single-value schema gives, or null when the value passes. */
export function errorOf(schema: yup.Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (e) {
    if (e instanceof yup.ValidationError) return e.message;
    throw e;
  }
}

/** { path: first message } for every failing path of an object schema. */
export function errorsOf(schema: yup.Schema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (e instanceof yup.ValidationError) return fieldErrors(e);
    throw e;
  }
}

export const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
export const DAY = 86_400_000;

/** A visitor we know a lot about; tests override what they exercise. */
export function buildContext(overrides: Partial<VisitorContext> = {}): VisitorContext {
  return {
    url: 'https://www.acme.com/pricing',
    visitedUrls: ['https://www.acme.com/', 'https://www.acme.com/blog/launch'],
    visits: 4,
    timeOnSiteSeconds: 300,
    company: {
      name: 'Acme Corp',
      domain: 'acme.com',
      country: 'United States',
      region: 'California',
      employeeRange: '51-200',
      revenueRange: '10M-25M',
      industries: ['Software', 'Manufacturing'],
      primaryIndustry: 'Software',
      technologies: ['Salesforce', 'React'],
      intent: [
        { topic: 'Live Chat', at: NOW - 10 * DAY },
        { topic: 'CRM', at: NOW - 70 * DAY },
      ],
      scoops: [{ topic: 'Funding', at: new Date(NOW - 5 * DAY).toISOString() }],
      visitors: 12,
    },
    lead: { name: 'Ada Lovelace', email: 'ada@acme.com', title: 'VP Sales', score: 42, vip: true, empty: '' },
    account: { name: 'Acme', website: 'acme.com' },
    lists: [101, 202],
    crm: {
      salesforce: {
        owner: 'Grace Hopper',
        isContact: true,
        isLead: false,
        opportunityValue: 25000.5,
        opportunityCreatedAt: NOW - 3 * DAY,
        opportunityRemovedAt: new Date(NOW - 40 * DAY).toISOString(),
      },
      zoho: { owner: 'Alan Turing', isContact: false, isLead: true },
    },
    now: NOW,
    ...overrides,
  };
}
