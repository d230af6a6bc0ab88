// Tags: the fixed Blocked tag is listed but has no edit or delete; other tags can be deleted after confirming.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TagEdit } from '../../../src/resources/tags/TagEdit';
import { TagList } from '../../../src/resources/tags/TagList';
import { RESOURCE_MSG } from '../../../src/resources/shared/labels';
import { callsTo, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const tags = [
  { id: 1, name: 'Blocked', key: 'blocked' },
  { id: 4, name: 'VIP', key: null },
];

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('tag list', { timeout: 30_000 }, () => {
  it('shows the Blocked tag as fixed, without a delete button, and does not open it', async () => {
    stubApi({ 'GET /app/tags': { json: { tags } } });
    const view = renderView(<TagList />, { resource: 'tags', route: '/tags', path: '/tags' });
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    const blocked = within(rowOf('Blocked'));
    expect(blocked.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(blocked.getByText('Fixed')).toBeInTheDocument();
    expect(within(rowOf('VIP')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Blocked'));
    expect(view.location().pathname).toBe('/tags');
  });

  it('deletes another tag after confirming, through DELETE app/tags/{id}', async () => {
    const calls = stubApi({ 'GET /app/tags': { json: { tags } }, 'DELETE /app/tags/4': { json: tags[1] } });
    const view = renderView(<TagList />, { resource: 'tags', route: '/tags', path: '/tags' });
    await screen.findByText('VIP');
    fireEvent.click(within(rowOf('VIP')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(RESOURCE_MSG.tagRemoved)).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/app/tags/4')).toHaveLength(1);
    // Neither the button nor the dialog opened the row's record.
    expect(view.location().pathname).toBe('/tags');
  });

  it('has no edit form for the Blocked tag', async () => {
    stubApi({ 'GET /app/tags': { json: { tags } } });
    renderView(<TagEdit />, { resource: 'tags', route: '/tags/:id', path: '/tags/1' });
    expect(await screen.findByText(RESOURCE_MSG.blockedTagFixed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('renames another tag through PUT app/tags/{id}', async () => {
    const calls = stubApi({ 'GET /app/tags': { json: { tags } }, 'PUT /app/tags/4': { json: { id: 4, name: 'VIP customers', key: null } } });
    renderView(<TagEdit />, { resource: 'tags', route: '/tags/:id', path: '/tags/4' });
    fireEvent.change(await screen.findByDisplayValue('VIP'), { target: { value: 'VIP customers' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RESOURCE_MSG.tagUpdated)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/app/tags/4')[0]!.body).toEqual({ name: 'VIP customers' });
  });
});
