// The inbox's Highlights panel against a stubbed backend: the "Set up Highlights" prompt, skeletons for a pending
// source then its values on the next poll, the record link, and a refetch when the visitor's email changes in the
// inbox's list rows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fullPermissionTree } from '../../../src/domain/permissions';
import { STORAGE_KEYS } from '../../../src/domain/constants';
import type { VisitorHighlightsAnswer } from '../../../src/domain/highlights';
import { HighlightsPanel } from '../../../src/custom/inbox/highlights/HighlightsPanel';
import { inboxKeys } from '../../../src/custom/inbox/data/keys';
import { buildDetail } from '../inbox-ui/fakeData';
import { renderTool, setUp, tearDown, type FakeBackend } from '../inbox-tools/harness';
import { MemoryRouter } from 'react-router-dom';

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
});
afterEach(() => tearDown());

const flags = { hasSalesforce: true, hasHubspot: false, hasIntent: true, hasScoops: false, hasTechnology: true };
const answer = (o: Partial<VisitorHighlightsAnswer>): VisitorHighlightsAnswer => ({ ...flags, isHighlightsSetup: true, highlights: [], pending: [], ...o });
const owner = { id: 'a', key: 'salesforce.ownerName', label: 'Owner name', group: 'salesforce', format: 'text' } as const;
const industry = { id: 'b', key: 'company.industry', label: 'Industry', group: 'company', format: 'text' } as const;
const link = { id: 'c', key: 'salesforce.recordLink', label: 'Salesforce record', group: 'salesforce', format: 'link' } as const;
const detail = buildDetail({ visitor: { id: 'v-1', email: 'jane@acme.example' } });
const panel = () => within(screen.getByRole('region', { name: 'Highlights' }));

describe('Highlights panel', () => {
  it('prompts admins to set up Highlights before the builder was saved', async () => {
    backend.on('GET', '/app/highlights/v-1', { body: answer({ isHighlightsSetup: false }) });
    renderTool(
      <MemoryRouter>
        <HighlightsPanel detail={detail} />
      </MemoryRouter>,
      { tree: fullPermissionTree() },
    );
    const button = await panel().findByRole('link', { name: 'Set up Highlights' });
    expect(button).toHaveAttribute('href', '/settings/highlights');
  });

  it('tells agents without settings rights to ask an admin', async () => {
    backend.on('GET', '/app/highlights/v-1', { body: answer({ isHighlightsSetup: false }) });
    renderTool(
      <MemoryRouter>
        <HighlightsPanel detail={detail} />
      </MemoryRouter>,
    );
    await panel().findByText('Ask an admin to set up Highlights for this project.');
    expect(panel().queryByRole('link', { name: 'Set up Highlights' })).toBeNull();
  });

  it('shows ready values at once, a skeleton for the pending source, then its value on the next poll', async () => {
    let n = 0;
    backend.on('GET', '/app/highlights/v-1', () => {
      n++;
      const href = 'https://acme.my.salesforce.com/lightning/r/Contact/003/view';
      const ready = [{ ...owner, state: 'ready' as const, value: 'Alex Morgan' }, { ...link, state: 'ready' as const, value: 'Contact 003', href }];
      return n === 1
        ? { body: answer({ highlights: [...ready, { ...industry, state: 'pending', value: null }], pending: ['enrichment'] }) }
        : { body: answer({ highlights: [...ready, { ...industry, state: 'ready', value: 'Software' }] }) };
    });
    renderTool(
      <MemoryRouter>
        <HighlightsPanel detail={detail} />
      </MemoryRouter>,
    );
    await panel().findByText('Alex Morgan');
    expect(panel().getByLabelText('Loading Industry')).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'Open in Salesforce' })).toHaveAttribute('target', '_blank');
    await panel().findByText('Software', undefined, { timeout: 3000 });
    expect(backend.callsTo('GET', '/app/highlights/v-1')).toHaveLength(2);
  });

  it('asks again when the visitor changes in the inbox rows', async () => {
    backend.on('GET', '/app/highlights/v-1', { body: answer({ highlights: [{ ...owner, state: 'ready', value: 'Alex Morgan' }] }) });
    const view = renderTool(
      <MemoryRouter>
        <HighlightsPanel detail={detail} />
      </MemoryRouter>,
    );
    await panel().findByText('Alex Morgan');
    const row = { id: 1, user: { ...detail.visitor, email: 'lee@startup.example' } };
    act(() => void view.qc.setQueryData([...inboxKeys.lists, { tab: 0 }], { items: [row], next: null }));
    await waitFor(() => expect(backend.callsTo('GET', '/app/highlights/v-1')).toHaveLength(2));
  });
});

describe('the setup prompt', () => {
  it('"Not now" keeps a one-line link instead, remembered under the Highlights setup popup key', async () => {
    backend.on('GET', '/app/highlights/v-1', { body: answer({ isHighlightsSetup: false }) });
    const ui = (
      <MemoryRouter>
        <HighlightsPanel detail={detail} />
      </MemoryRouter>
    );
    const view = renderTool(ui, { tree: fullPermissionTree() });
    (await panel().findByRole('button', { name: 'Not now' })).click();
    await waitFor(() => expect(panel().queryByRole('button', { name: 'Not now' })).toBeNull());
    expect(panel().getByRole('link', { name: 'Set up Highlights' })).toHaveAttribute('href', '/settings/highlights');
    expect(localStorage.getItem(STORAGE_KEYS.highlightsSetupPopup)).toBe('dismissed');
    view.unmount();
    renderTool(ui, { tree: fullPermissionTree() });
    await panel().findByRole('link', { name: 'Set up Highlights' });
    expect(panel().queryByRole('button', { name: 'Not now' })).toBeNull();
  });
});
