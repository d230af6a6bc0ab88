// What the bot learns about the visitor and keeps on the visitor record: answers saved as the default chat fields
// name, email and company (an input step's "Save the answer as"), so agents, audiences and owner routing see them
// without opening the bot's transcript. Only well-formed values, within the visitor record's limits, that change it.
import { isValidEmail } from './inputChecks';

export interface VisitorIdentity {
  name: string;
  email: string | null;
  company: string | null;
}

const LIMITS = { name: 100, company: 100 } as const;

export function identityFromAnswers(answers: Record<string, string>, current: VisitorIdentity): Partial<VisitorIdentity> {
  const changes: Partial<VisitorIdentity> = {};
  const name = answers.name?.trim();
  if (name && name.length <= LIMITS.name && name !== current.name) changes.name = name;
  const email = answers.email?.trim().toLowerCase();
  if (email && isValidEmail(email) && email !== current.email) changes.email = email;
  const company = answers.company?.trim();
  if (company && company.length <= LIMITS.company && company !== current.company) changes.company = company;
  return changes;
}
