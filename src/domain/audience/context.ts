// What the audience evaluator knows about a visitor: the page, past behaviour, the company (firmographics), the
// lead and account records and CRM facts. Every part may be missing or partial; the evaluator never throws on it.

export type Scalar = string | number | boolean | null;

/** A moment: epoch milliseconds or an ISO 8601 string. */
export type Timestamp = number | string;

/** An Intent topic or a Scoop seen for the company at a moment. */
export interface CompanySignal {
  topic: string;
  at: Timestamp;
}

export interface CompanyInfo {
  name?: string | null;
  domain?: string | null;
  country?: string | null;
  region?: string | null;
  /** A range option value ('51-200') or an exact count. */
  employeeRange?: string | number | null;
  /** A range option value ('10M-25M') or an exact amount in US dollars. */
  revenueRange?: string | number | null;
  industries?: string[] | null;
  primaryIndustry?: string | null;
  technologies?: string[] | null;
  intent?: CompanySignal[] | null;
  scoops?: CompanySignal[] | null;
  /** How many visitors from this company the project has seen. */
  visitors?: number | null;
}

export interface CrmFacts {
  owner?: string | null;
  isContact?: boolean | null;
  isLead?: boolean | null;
  opportunityValue?: number | null;
  opportunityCreatedAt?: Timestamp | null;
  opportunityRemovedAt?: Timestamp | null;
}

export interface VisitorContext {
  /** The page being viewed; it counts as a visited URL. */
  url: string;
  visitedUrls: string[];
  visits: number;
  timeOnSiteSeconds: number;
  company: CompanyInfo;
  lead: Record<string, Scalar>;
  account: Record<string, Scalar>;
  /** Ids of every list the visitor's lead or account belongs to (marketing lists, target accounts). */
  lists: number[];
  crm: { salesforce?: CrmFacts | null; zoho?: CrmFacts | null; msdynamics?: CrmFacts | null };
  /** Epoch milliseconds: "in the last N days" and Intent months count back from here. */
  now: number;
}
