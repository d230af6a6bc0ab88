// The key figures: meetings offered (calendar links sent in chat) and meetings booked (on the booking page) are two
// cards, each under its own label, the booked one with its share of the offered.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KpiRow } from '../../../src/custom/analytics/KpiRow';
import type { Overview } from '../../../src/domain/analytics/types';

const overview: Overview = {
  range: { from: 0, to: 7 * 86_400, bucket: 'day' },
  total: 40,
  botOnly: 10,
  human: 30,
  byStatus: { open: 20, pending: 5, close: 15 },
  missed: 2,
  handedToHumans: 6,
  meetingsOffered: 5,
  meetingsBooked: 3,
  offline: 1,
};

const card = (label: string) => within(screen.getByRole('listitem', { name: label }));

describe('KpiRow', () => {
  it('shows meetings offered and meetings booked side by side', () => {
    render(<KpiRow overview={overview} />);
    const labels = screen.getAllByRole('listitem').map((c) => c.getAttribute('aria-label'));
    expect(labels.slice(-2)).toEqual(['Meetings offered', 'Meetings booked']);
    expect(card('Meetings offered').getByText('5')).toBeInTheDocument();
    expect(card('Meetings booked').getByText('3')).toBeInTheDocument();
    expect(card('Meetings booked').getByText('60% of offered')).toBeInTheDocument();
  });

  it('says nothing of a share when no meeting was offered', () => {
    render(<KpiRow overview={{ ...overview, meetingsOffered: 0, meetingsBooked: 0 }} />);
    expect(card('Meetings booked').getByText('0')).toBeInTheDocument();
    expect(card('Meetings booked').queryByText(/of offered/)).toBeNull();
  });
});
