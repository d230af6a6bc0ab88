// The chart filter form: quick spans change the filter at once; a custom range shows the §5 message and is not
// applied until it is valid.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from '../../../src/custom/analytics/FilterBar';
import type { Filters } from '../../../src/custom/analytics/useFilters';
import { DATE_MSG } from '../../../src/domain/analytics/dateRange';

const filters: Filters = { range: 'd7', from: null, to: null, chat: null, agent: null, team: null };
const local = (s: number) => {
  const d = new Date(s * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

describe('FilterBar', () => {
  it('applies a quick span, and a custom range only once the §5 rules pass', () => {
    const onChange = vi.fn();
    render(<FilterBar filters={filters} options={{ flows: [{ id: 3, name: 'Pricing bot' }], agents: [], teams: [] }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Last 12 hours' }));
    expect(onChange).toHaveBeenLastCalledWith({ range: 'h12' });

    fireEvent.click(screen.getByRole('button', { name: 'Custom range' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DATE_MSG.fromRequired);
    const now = Math.round(Date.now() / 1000);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: local(now - 3600) } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: local(now - 7200) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DATE_MSG.toAfterFrom);
    expect(onChange).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: local(now) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ range: 'custom', from: expect.any(Number), to: expect.any(Number) });
  });
});
