// HubSpot as Highlights reads it: CRM v3 contact search by email, owners by id, the account's portal id (for record
// links) and the contact record page a link opens. Contacts are those of crm/records.ts plus the demo's named people;
// owners carry HubSpot's numeric ids.
import { requireBearer, type Route } from '../oauth/index';
import { escapeHtml } from '../oauth/http';
import { OWNERS, people } from '../crm/records';
import { HUBSPOT, OWNER_NAMES } from '../crm/named';
import { withLatency } from '../enrichment/latency';

export const HUBSPOT_PORTAL_ID = 4242;
const OWNER_ROWS = [
  { id: '61000001', email: OWNERS[0]!, firstName: 'Alex', lastName: 'Morgan' },
  { id: '61000002', email: OWNERS[1]!, firstName: 'Sam', lastName: 'Rivera' },
  { id: '61000003', email: OWNERS[2]!, firstName: 'Kai', lastName: 'Tanaka' },
  // The demo agents who own the named records (data/hubspot.json).
  ...Object.entries(OWNER_NAMES).map(([email, name], i) => ({ id: String(61000100 + i), email, firstName: name.split(' ')[0]!, lastName: name.split(' ').slice(1).join(' ') })),
];
const ownerIdOf = (email: string) => OWNER_ROWS.find((o) => o.email === email)?.id ?? OWNER_ROWS[0]!.id;
/** HubSpot's owner id of an owner email (company search shares the owners). */
export const hubspotOwnerId = ownerIdOf;

interface Contact {
  id: string;
  properties: Record<string, string | null>;
}

const CONTACTS: Contact[] = [
  // The demo's named people with their owners as data/hubspot.json has them (owner routing reads the same).
  ...HUBSPOT.contacts.map((c, i) => ({
    id: String(51 + i),
    properties: { email: c.email, firstname: c.name.split(' ')[0]!, lastname: c.name.split(' ').slice(1).join(' '), company: c.email.split('@')[1]!.split('.')[0]!.replace(/^./, (x) => x.toUpperCase()), lifecyclestage: i === 0 ? 'opportunity' : 'lead', hubspot_owner_id: c.ownerEmail ? ownerIdOf(c.ownerEmail) : null },
  })),
  ...people(230, 9, 1000)
    .filter((p) => p.email)
    .map((p) => ({
      id: String(5000 + p.id),
      properties: { email: p.email, firstname: p.first, lastname: p.last, company: p.company, lifecyclestage: p.id % 3 ? 'marketingqualifiedlead' : 'customer', hubspot_owner_id: ownerIdOf(p.owner) },
    })),
];

const iso = '2026-01-15T10:00:00.000Z';
const hs = (handle: Route['handle']) => withLatency('hubspot', requireBearer('hubspot', handle));

interface SearchBody {
  filterGroups?: Array<{ filters?: Array<{ propertyName?: string; operator?: string; value?: string }> }>;
  properties?: string[];
  limit?: number;
}

export const hubspotHighlightsApi: Route[] = [
  {
    method: 'POST',
    path: '/crm/v3/objects/contacts/search',
    handle: hs((req, res) => {
      const body = req.body as SearchBody;
      const filters = (body.filterGroups ?? []).flatMap((g) => g.filters ?? []);
      if (!filters.length) return res.json(400, { status: 'error', message: 'At least one filter is required here', category: 'VALIDATION_ERROR' });
      const matches = CONTACTS.filter((c) =>
        filters.every((f) => f.operator === 'EQ' && f.propertyName && (c.properties[f.propertyName] ?? '').toLowerCase() === String(f.value ?? '').toLowerCase()),
      );
      const wanted = body.properties?.length ? body.properties : ['email', 'firstname', 'lastname'];
      const results = matches.slice(0, Math.min(body.limit ?? 10, 100)).map((c) => ({
        id: c.id,
        properties: { ...Object.fromEntries(wanted.map((p) => [p, c.properties[p] ?? null])), hs_object_id: c.id, createdate: iso, lastmodifieddate: iso },
        createdAt: iso,
        updatedAt: iso,
        archived: false,
      }));
      res.json(200, { total: matches.length, results });
    }),
  },
  {
    method: 'GET',
    path: /^\/crm\/v3\/owners\/(?<id>[^/]+)$/,
    handle: hs((req, res) => {
      const o = OWNER_ROWS.find((x) => x.id === req.params.id);
      if (!o) return res.json(404, { status: 'error', message: `Owner ${req.params.id} not found`, category: 'OBJECT_NOT_FOUND' });
      res.json(200, { ...o, userId: Number(o.id) - 60000000, createdAt: iso, updatedAt: iso, archived: false, teams: [] });
    }),
  },
  {
    method: 'GET',
    path: '/account-info/v3/details',
    handle: hs((_req, res) => res.json(200, { portalId: HUBSPOT_PORTAL_ID, accountType: 'STANDARD', timeZone: 'US/Eastern', companyCurrency: 'USD', uiDomain: 'app.hubspot.com', dataHostingLocation: 'na1' })),
  },
  {
    method: 'GET',
    path: /^\/contacts\/(?<portal>\d+)\/record\/0-1\/(?<id>\d+)$/,
    handle(req, res) {
      const c = CONTACTS.find((x) => x.id === req.params.id);
      if (!c || Number(req.params.portal) !== HUBSPOT_PORTAL_ID) return res.html(404, '<!doctype html><title>HubSpot</title><p>Record not found</p>');
      const name = `${c.properties.firstname} ${c.properties.lastname}`;
      res.html(200, `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(name)} | HubSpot</title></head><body style="font-family:system-ui;padding:24px"><p>Contact</p><h1>${escapeHtml(name)}</h1><p>${escapeHtml(c.properties.email ?? '')}</p></body></html>`);
    },
  },
];
