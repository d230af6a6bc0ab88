// The builder page against a stubbed backend: a template fills the preview, the 16th field shows
// '15/15 fields already selected', a locked group's field opens its pop-up, Save posts the order and toasts §8's text.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { templatesAnswer } from './templatesAnswer';
import { setUp, tearDown, toastMessages, type FakeBackend } from '../inbox-tools/harness';
import { renderBuilder } from './renderBuilder';

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
});
afterEach(() => tearDown());

const answer = templatesAnswer({ hasIntent: true });

function renderPage() {
  backend.on('GET', '/app/highlights/templates', { body: answer });
  backend.on('POST', '/app/highlights', (c) => ({ body: { selected: (c.body as { fields: unknown[] }).fields, counts: answer.counts, isHighlightsSetup: true, message: 'Highlights Successfully Setup or Updated' } }));
  return renderBuilder();
}
const previewItems = () => within(screen.getByRole('list', { name: 'Selected fields' })).getAllByRole('listitem');

describe('Highlights builder', () => {
  it('starts from a template, stops at 15 with the spec message, and saves in the chosen order', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Use template: Sales essentials' }));
    expect(screen.getByText('10/15 fields selected')).toBeInTheDocument();
    expect(previewItems()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: /^Chat, / }));
    for (const label of ['Phone', 'Location', 'Current page', 'Number of visits', 'Time on site']) fireEvent.click(screen.getByRole('checkbox', { name: label }));
    expect(screen.getByText('15/15 fields selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Last seen' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('15/15 fields already selected');
    expect(previewItems()).toHaveLength(15);
    // Move the last one up with the keyboard-reachable button.
    fireEvent.click(screen.getByRole('button', { name: 'Move Time on site up' }));
    expect(previewItems()[13]).toHaveTextContent('Time on site');
    fireEvent.click(screen.getByRole('button', { name: 'Save Highlights' }));
    await waitFor(() => expect(toastMessages('success')).toEqual(['Highlights Successfully Setup or Updated']));
    const posted = backend.callsTo('POST', '/app/highlights')[0]!.body as { fields: Array<{ key: string }> };
    expect(posted.fields).toHaveLength(15);
    expect(posted.fields[13]!.key).toBe('chat.timeOnSite');
  });

  it('opens the pop-up for a group the project lacks instead of selecting its field', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^HubSpot \(Locked\)/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Owner name' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Integrate HubSpot' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Integrate HubSpot' })).toHaveAttribute('href', '/settings/integrations');
    expect(screen.getByText('0/15 fields selected')).toBeInTheDocument();
  });
});
