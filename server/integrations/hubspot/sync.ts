// HubSpot sync: CRM v3 contacts and companies, followed through paging.next.after.
import { domainOf, emailDomain, nonEmpty as str, type SyncSource } from '../syncSource';

export const hubspotSync: SyncSource = (read) => {
  const objects = [
    { name: 'contact', path: '/crm/v3/objects/contacts', props: 'email,firstname,lastname,company,hubspot_owner_id' },
    { name: 'company', path: '/crm/v3/objects/companies', props: 'name,domain,hubspot_owner_id' },
  ];
  return objects.map(({ name, path, props }) => ({
    first: `${path}?limit=100&properties=${props}`,
    page: async (p) => {
      const res = await read<{ results: Array<{ id: string; properties: Record<string, unknown> }>; paging?: { next?: { after: string } } }>(p);
      const after = res.paging?.next?.after;
      return {
        next: after ? `${path}?limit=100&properties=${props}&after=${encodeURIComponent(after)}` : null,
        records: res.results.map((r) => {
          const email = str(r.properties.email);
          return { object: name, externalId: r.id, email, domain: domainOf(str(r.properties.domain)) ?? emailDomain(email), data: r.properties };
        }),
      };
    },
  }));
};
