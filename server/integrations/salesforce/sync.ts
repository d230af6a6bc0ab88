// Salesforce sync: leads, contacts and accounts by SOQL, followed through nextRecordsUrl.
import { domainOf, emailDomain, nonEmpty as str, type SyncSource } from '../syncSource';

export const salesforceSync: SyncSource = (read) => {
  const soql = (q: string) => `/services/data/v59.0/query?q=${encodeURIComponent(q)}`;
  const objects = [
    { name: 'lead', q: 'SELECT Id, Email, Company, OwnerId FROM Lead' },
    { name: 'contact', q: 'SELECT Id, Email, AccountId, OwnerId FROM Contact' },
    { name: 'account', q: 'SELECT Id, Name, Website, OwnerId FROM Account' },
  ];
  return objects.map(({ name, q }) => ({
    first: soql(q),
    page: async (path) => {
      const res = await read<{ totalSize: number; records: Array<Record<string, unknown>>; nextRecordsUrl?: string }>(path);
      return {
        total: res.totalSize,
        next: res.nextRecordsUrl ?? null,
        records: res.records.map((r) => {
          const email = str(r.Email);
          const { attributes: _a, ...data } = r;
          return { object: name, externalId: String(r.Id), email, domain: domainOf(str(r.Website)) ?? emailDomain(email), data };
        }),
      };
    },
  }));
};
