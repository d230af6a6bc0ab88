// The visitor panel's helpdesk cards: the knowledge tab open by default, a debounced search that never calls for a
// blank keyword, "insert link" into the reply editor, a ticket from the conversation with §8's toast, and the
// upgrade / connect prompts when the plan or the connection is missing.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HelpdeskSection, ReplyInsertBridge, ReplyInsertProvider } from '../../../src/custom/inbox/helpdesk';
import type { EditorHandle } from '../../../src/custom/inbox/editor/ReplyEditor';
import { SessionContext } from '../../../src/ui/session/SessionContext';
import { fullPermissionTree, inboxOnlyPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import type { ThreadEntry } from '../../../src/custom/inbox/data';
import { buildDetail } from '../inbox-ui/fakeData';
import { FakeBackend, newQueryClient, session, setUp, tearDown, toastMessages } from '../inbox-tools/harness';
import { MemoryRouter } from 'react-router-dom';

let backend: FakeBackend;
let inserted: string[];
beforeEach(() => {
  backend = setUp();
  inserted = [];
  backend
    .on('GET', '/app/integration', { body: { integrations: { zendesk: true, salesforce: false } } })
    .on('GET', '/app/zendesk/knowledgesearch', (c) => ({
      body: { articles: [{ id: '1', title: `About ${c.query.get('keyword')}`, url: 'https://acme.zendesk.com/hc/en-us/articles/1-about', snippet: 'Seats are billed monthly' }] },
    }))
    .on('POST', '/app/zendesk/ticket', { body: { ticketId: '1001', message: 'Ticket created successfully in Zendesk with Ticket ID: 1001' } });
});
afterEach(tearDown);

const detail = buildDetail({ visitor: { name: 'Jane Doe', email: 'jane@globex.example' } });
const entries: ThreadEntry[] = [{ key: 'm1', status: 'sent', message: { ...detail.messages[0]!, senderType: 'visitor', text: 'How are seats billed?', type: 'message' } }];

/** A stand-in reply editor that records what the cards insert. */
function Editor() {
  const handle: EditorHandle = { insert: (content) => inserted.push(content.map((c) => (c.type === 'text' ? c.text : '\n')).join('')) };
  return <ReplyInsertBridge editor={handle} />;
}

function renderSection(features: string[], tree: PermissionTree = fullPermissionTree()) {
  const base = session(tree);
  const s = { ...base, details: { ...base.details, subscription: { plan: 'enterprise', features, userLimit: 10 } } };
  return render(
    <QueryClientProvider client={newQueryClient()}>
      <SessionContext.Provider value={s}>
        <MemoryRouter>
          <ReplyInsertProvider>
            <Editor />
            <HelpdeskSection detail={detail} entries={entries} />
          </ReplyInsertProvider>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const zendesk = () => screen.getByRole('region', { name: 'Zendesk' });
const searches = () => backend.callsTo('GET', '/app/zendesk/knowledgesearch');

describe('Zendesk card', () => {
  it('opens on the knowledge tab, searches once the keyword settles, never for a blank one, and inserts the link', async () => {
    renderSection(['zendesk', 'serviceCloud']);
    const tab = await within(zendesk()).findByRole('tab', { name: 'Knowledge base' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const box = within(zendesk()).getByRole('textbox', { name: 'Search help center' });
    for (const v of ['b', 'bi', 'bil', 'bill']) fireEvent.change(box, { target: { value: v } });
    await within(zendesk()).findByRole('link', { name: 'About bill' });
    expect(searches().map((c) => c.query.get('keyword'))).toEqual(['bill']);
    fireEvent.change(box, { target: { value: '   ' } });
    await waitFor(() => expect(within(zendesk()).queryByRole('link')).toBeNull());
    await new Promise((r) => setTimeout(r, 400));
    expect(searches()).toHaveLength(1);

    fireEvent.change(box, { target: { value: 'seats' } });
    fireEvent.click(await within(zendesk()).findByRole('button', { name: 'Insert link: About seats' }));
    expect(inserted).toEqual(['About seats: https://acme.zendesk.com/hc/en-us/articles/1-about']);
  });

  it('creates a ticket prefilled from the conversation and shows the §8 toast', async () => {
    renderSection(['zendesk']);
    fireEvent.click(await within(zendesk()).findByRole('tab', { name: 'Create ticket' }));
    const form = within(zendesk()).getByRole('form', { name: 'Create ticket' });
    expect(within(form).getByLabelText('Subject')).toHaveValue('Chat with Jane Doe');
    expect(within(form).getByLabelText('Description')).toHaveValue('Jane Doe: How are seats billed?');
    fireEvent.click(within(form).getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(toastMessages('success')).toEqual(['Ticket created successfully in Zendesk with Ticket ID: 1001']));
    expect(backend.callsTo('POST', '/app/zendesk/ticket')[0]!.body).toEqual({
      conversationId: detail.conversationId,
      subject: 'Chat with Jane Doe',
      description: 'Jane Doe: How are seats billed?',
      requesterEmail: 'jane@globex.example',
    });
  });

  it('refuses an empty subject with the shared schema before any call', async () => {
    renderSection(['zendesk']);
    fireEvent.click(await within(zendesk()).findByRole('tab', { name: 'Create ticket' }));
    const form = within(zendesk()).getByRole('form', { name: 'Create ticket' });
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create ticket' }));
    await within(form).findByText('Please enter a subject');
    expect(backend.callsTo('POST', '/app/zendesk/ticket')).toHaveLength(0);
  });
});

describe('a read-only inbox role', () => {
  it('may search but not create a ticket, and is not offered Connect', async () => {
    const readOnly = { ...inboxOnlyPermissionTree(), inbox: { permissions: ['read'] } } as PermissionTree;
    renderSection(['zendesk', 'serviceCloud'], readOnly);
    fireEvent.click(await within(zendesk()).findByRole('tab', { name: 'Create ticket' }));
    expect(within(zendesk()).getByRole('button', { name: 'Create ticket' })).toBeDisabled();
    expect(within(zendesk()).getByText(/may read the inbox but not reply/)).toBeInTheDocument();
    const sc = screen.getByRole('region', { name: 'Service Cloud' });
    await within(sc).findByText(/Ask an admin to connect it/);
    expect(within(sc).queryByRole('link', { name: 'Connect' })).toBeNull();
  });
});

describe('prompts', () => {
  it('asks to connect Salesforce when the plan has Service Cloud but nothing is connected', async () => {
    renderSection(['zendesk', 'serviceCloud']);
    const sc = screen.getByRole('region', { name: 'Service Cloud' });
    await within(sc).findByText('Connect Salesforce to create Service Cloud cases and search Knowledge from here.');
    expect(within(sc).getByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/settings/integrations');
    expect(within(sc).queryByRole('tab')).toBeNull();
  });

  it('shows the upgrade prompt for a plan without Service Cloud', async () => {
    renderSection(['zendesk']);
    const sc = screen.getByRole('region', { name: 'Service Cloud' });
    expect(within(sc).getByText(/^Salesforce service cloud: not included in your plan/)).toBeInTheDocument();
    expect(within(sc).getByRole('button', { name: 'Upgrade plan' })).toBeInTheDocument();
  });
});
