// The audit log page's list over GET app/audit-log: rows in readable words (action chip, target, what changed), a
// row opened to every change and the IP, the filters sent as the API's filter, and both empty states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuditLogList } from '../../../src/resources/auditLog/AuditLogList';
import { AUDIT_MSG, type AuditLogRecord } from '../../../src/domain/audit';
import { listAnswer, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const now = Math.floor(Date.now() / 1000);
const rows: AuditLogRecord[] = [
  {
    id: 2,
    createdAt: now - 60,
    actor: { id: 1, name: 'Ada Admin', email: 'ada@audit.test' },
    action: 'role.update',
    target: { type: 'role', id: '7', label: 'Support' },
    summary: {
      changes: [
        { field: 'name', from: 'Helpdesk', to: 'Support' },
        { field: 'permissions.inbox', from: 'read, write', to: 'read' },
        { field: 'permissions.analytics', from: 'read' },
        { field: 'permissions.settings.integrations', to: 'read' },
      ],
    },
    ip: '203.0.113.9',
  },
  {
    id: 1,
    createdAt: now - 3600,
    actor: { id: 1, name: 'Ada Admin', email: 'ada@audit.test' },
    action: 'integration.credentials',
    target: { type: 'integration', id: 'marketo', label: 'Marketo' },
    summary: { changes: [], details: { fields: ['Client ID', 'Client secret'] } },
    ip: null,
  },
];

/** A line of what changed, matched on its whole text (the field's name is its own span). */
const line = (text: string) => (_: string, el: Element | null) => el?.tagName === 'LI' && el.textContent === text;

const open = () => renderView(<AuditLogList />, { resource: 'audit-log', route: '/settings/audit-log', path: '/settings/audit-log' });

describe('audit log list', { timeout: 30_000 }, () => {
  it('shows each action in words with what changed, and opens a row to every change and the IP', async () => {
    const calls = stubApi({ 'GET /app/audit-log': listAnswer('audit-log', rows) });
    open();
    expect(await screen.findByText('Changed a role')).toBeInTheDocument();
    const row = within(screen.getByText('Support').closest('tr')!);
    expect(row.getByText(line('Name: Helpdesk → Support'))).toBeInTheDocument();
    expect(row.getByText(line('Permissions › Inbox: read, write → read'))).toBeInTheDocument();
    expect(row.getByText('+ 1 more')).toBeInTheDocument();
    expect(row.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('Changed integration credentials')).toBeInTheDocument();
    expect(screen.getByText(line('Fields: Client ID, Client secret'))).toBeInTheDocument();
    expect(screen.queryByText('203.0.113.9')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Support'));
    expect(await screen.findByText('203.0.113.9')).toBeInTheDocument();
    expect(screen.getAllByText(line('Permissions › Settings › Integrations: read')).length).toBeGreaterThan(0);

    const q = calls[0]!.query;
    expect(JSON.parse(q.get('range')!)).toEqual([0, 24]);
  });

  it('sends the chosen action and actor as the filter', async () => {
    const calls = stubApi({ 'GET /app/audit-log': (c) => listAnswer('audit-log', c.query.get('filter')?.includes('role.update') ? rows.slice(0, 1) : rows) });
    open();
    await screen.findByText('Changed a role');
    fireEvent.mouseDown(screen.getByLabelText('Action'));
    for (const name of ['Created a tag', 'Renamed a tag', 'Deleted a canned message', 'Changed notification channels']) {
      expect(await screen.findByRole('option', { name })).toBeInTheDocument();
    }
    fireEvent.click(await screen.findByRole('option', { name: 'Changed a role' }));
    await waitFor(() => expect(calls.some((c) => JSON.parse(c.query.get('filter') ?? '{}').action === 'role.update')).toBe(true));
    fireEvent.change(screen.getByLabelText('Actor'), { target: { value: 'ada' } });
    await waitFor(() => expect(calls.some((c) => JSON.parse(c.query.get('filter') ?? '{}').actor === 'ada')).toBe(true));
  });

  it('shows tags, canned messages and notification channels in words, a webhook by name only', async () => {
    const more: AuditLogRecord[] = [
      {
        id: 5,
        createdAt: now - 30,
        actor: { id: 3, name: 'Gus Agent', email: 'gus@audit.test' },
        action: 'notifications.update',
        target: { type: 'notifications', id: '3', label: 'Gus Agent' },
        summary: { changes: [{ field: 'teamChat.recipient', from: '@gus' }, { field: 'teamChat.webhook', secret: true }] },
        ip: null,
      },
      {
        id: 4,
        createdAt: now - 40,
        actor: { id: 1, name: 'Ada Admin', email: 'ada@audit.test' },
        action: 'canned.delete',
        target: { type: 'cannedMessage', id: '9', label: 'Thanks for reaching out!' },
        summary: { changes: [{ field: 'message', from: 'Thanks for reaching out!' }] },
        ip: null,
      },
      {
        id: 3,
        createdAt: now - 50,
        actor: { id: 1, name: 'Ada Admin', email: 'ada@audit.test' },
        action: 'tag.update',
        target: { type: 'tag', id: '4', label: 'Key account' },
        summary: { changes: [{ field: 'name', from: 'VIP', to: 'Key account' }] },
        ip: null,
      },
    ];
    stubApi({ 'GET /app/audit-log': listAnswer('audit-log', more) });
    open();
    expect(await screen.findByText('Changed notification channels')).toBeInTheDocument();
    const channels = within(screen.getByText(line('Team chat › Webhook: changed')).closest('tr')!);
    expect(channels.getByText('Notification channels')).toBeInTheDocument();
    expect(channels.getByText(line('Team chat › Recipient: @gus → —'))).toBeInTheDocument();
    const canned = within(screen.getByText('Deleted a canned message').closest('tr')!);
    expect(canned.getByText('Canned message')).toBeInTheDocument();
    expect(canned.getByText(line('Message: Thanks for reaching out!'))).toBeInTheDocument();
    const tag = within(screen.getByText('Renamed a tag').closest('tr')!);
    expect(tag.getByText('Tag')).toBeInTheDocument();
    expect(tag.getByText(line('Name: VIP → Key account'))).toBeInTheDocument();
  });

  it('says when nothing was recorded yet, and when nothing matches the filters', async () => {
    stubApi({ 'GET /app/audit-log': listAnswer('audit-log', []) });
    open();
    expect(await screen.findByText(AUDIT_MSG.empty)).toBeInTheDocument();
    expect(screen.getByText(AUDIT_MSG.emptyHint)).toBeInTheDocument();
  });

  it('offers to clear filters that match nothing', async () => {
    stubApi({ 'GET /app/audit-log': (c) => listAnswer('audit-log', c.query.get('filter') && c.query.get('filter') !== '{}' ? [] : rows) });
    renderView(<AuditLogList />, { resource: 'audit-log', route: '/settings/audit-log', path: `/settings/audit-log?filter=${encodeURIComponent('{"actor":"nobody"}')}` });
    expect(await screen.findByText(AUDIT_MSG.emptyFiltered)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Changed a role')).toBeInTheDocument();
  });
});
