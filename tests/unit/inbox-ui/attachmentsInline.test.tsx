// Attachments in the agent's thread (issue 22 point 9): images inline as thumbnails that enlarge on click, as in
// the widget; other files as cards with their name, type and size.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../../../src/domain/inbox/types';
import { entry, fake, resetToOneConversation } from './fakeData';
import { renderInbox } from './harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);
vi.setConfig({ testTimeout: 45_000 });

const file = (over: Partial<Attachment>): Attachment => ({ id: 1, name: 'x', publicUrl: '/uploads/p1abcdefghijklmnop/x', size: 1000, type: 'application/octet-stream', createdAt: 1, senderName: 'Ada', ...over });

beforeEach(() => {
  resetToOneConversation();
  fake.entries = [
    entry({ id: 1, type: 'attachments', text: '', attachment: file({ id: 1, name: 'screenshot.png', type: 'image/png', size: 48_000, publicUrl: '/uploads/p1abcdefghijklmnop/shot.png' }) }),
    entry({ id: 2, type: 'attachments', text: '', attachment: file({ id: 2, name: 'quote-2026.pdf', type: 'application/pdf', size: 1_572_864, publicUrl: '/uploads/p1abcdefghijklmnop/quote.pdf' }) }),
    entry({ id: 3, type: 'attachments', text: '', attachment: file({ id: 3, name: 'logo.svg', type: 'image/svg+xml', size: 2048, publicUrl: '/uploads/p1abcdefghijklmnop/logo.svg' }) }),
  ];
});

describe('attachments in the thread', () => {
  it('shows an image as a thumbnail that enlarges on click', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    const thread = await screen.findByTestId('thread');
    const image = thread.querySelector('[data-kind="image"]') as HTMLElement;
    expect(image).not.toBeNull();
    const thumb = within(image).getByRole('img', { name: 'screenshot.png' });
    expect(thumb.getAttribute('src')).toMatch(/\/uploads\/p1abcdefghijklmnop\/shot\.png$/);
    expect(image).toHaveTextContent('screenshot.png · 47 KB');
    fireEvent.click(within(image).getByRole('button', { name: 'Enlarge screenshot.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'screenshot.png' });
    expect(within(dialog).getByRole('img', { name: 'screenshot.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open original' })).toHaveAttribute('target', '_blank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('shows other files (an SVG too) as cards with name, type and size', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    const thread = await screen.findByTestId('thread');
    const cards = Array.from(thread.querySelectorAll('[data-kind="file"]')) as HTMLElement[];
    expect(cards).toHaveLength(2);
    const pdf = within(cards[0]!).getByRole('link');
    expect(pdf).toHaveAccessibleName('quote-2026.pdf, PDF · 1.5 MB');
    expect(pdf.getAttribute('href')).toMatch(/\/uploads\/p1abcdefghijklmnop\/quote\.pdf$/);
    expect(cards[1]).toHaveTextContent('logo.svg');
    expect(cards[1]).toHaveTextContent('Image · 2 KB');
    expect(cards[1]!.querySelector('img')).toBeNull();
  });
});
