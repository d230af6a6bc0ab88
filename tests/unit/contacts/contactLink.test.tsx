// Issue 26: the inbox's visitor panel names the contact the visitor speaks for: a link to the contact page, marked
// "Unverified" when this visitor did not prove the email, and nothing at all when nobody is known.
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VisitorPanel } from '../../../src/custom/inbox/visitor/VisitorPanel';
import { buildDetail } from '../inbox-ui/fakeData';
import { FakeBackend, renderTool, setUp, tearDown } from '../inbox-tools/harness';

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
});
afterEach(tearDown);

const panel = (visitorId: string) =>
  renderTool(
    <MemoryRouter>
      <VisitorPanel detail={buildDetail({ visitor: { id: visitorId, name: 'Rita Lead', email: 'rita@acme.example' } })} tagIds={[]} entries={[]} />
    </MemoryRouter>,
  );

describe('the contact in the visitor panel', () => {
  it('links to the contact page and says when the identity is unverified', async () => {
    backend.on('GET', '/app/contacts/visitor/v-rita', { body: { contact: { id: 7, name: 'Rita Lead', email: 'rita@acme.example', company: 'Acme', verified: false } } });
    panel('v-rita');
    const link = await screen.findByRole('link', { name: 'View contact' });
    expect(link).toHaveAttribute('href', '/contacts/7/show');
    expect(screen.getByText('Unverified')).toBeInTheDocument();
  });

  it('shows no mark for a verified identity, and nothing when no contact is known', async () => {
    backend.on('GET', '/app/contacts/visitor/v-vera', { body: { contact: { id: 8, name: 'Vera', email: 'vera@v.example', company: null, verified: true } } });
    panel('v-vera');
    await screen.findByRole('link', { name: 'View contact' });
    expect(screen.queryByText('Unverified')).toBeNull();
  });

  it('renders nothing for an unknown visitor', async () => {
    backend.on('GET', '/app/contacts/visitor/v-anon', { body: { contact: null } });
    panel('v-anon');
    await waitFor(() => expect(backend.callsTo('GET', '/app/contacts/visitor/v-anon')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'View contact' })).toBeNull();
  });
});
