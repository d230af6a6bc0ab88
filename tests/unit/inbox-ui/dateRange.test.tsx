// The custom date range dialog: the spec §5 messages, quick spans and clearing, as the list receives them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DATE_RANGE_MSG } from '../../../src/domain/inbox/messages';
import { calls, resetFake } from './fakeData';
import { renderInbox } from './harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);

beforeEach(() => {
  resetFake();
  localStorage.clear();
});

const local = (d: dayjs.Dayjs) => d.format('YYYY-MM-DDTHH:mm');
const lastNarrowing = () => calls.list[calls.list.length - 1]!.narrowing;

async function openDialog() {
  renderInbox('/inbox');
  fireEvent.click(screen.getByRole('button', { name: 'Custom date range' }));
  return screen.findByRole('dialog', { name: 'Custom date range' });
}

function fillRange(dialog: HTMLElement, from: string, to: string) {
  fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: from } });
  fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: to } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
}

describe('custom date range', () => {
  it('asks for both dates', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText(DATE_RANGE_MSG.fromRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(DATE_RANGE_MSG.toRequired)).toBeInTheDocument();
    expect(lastNarrowing().fromTime).toBeUndefined();
  });

  it('refuses dates after today', async () => {
    const dialog = await openDialog();
    fillRange(dialog, local(dayjs().add(3, 'day')), local(dayjs().add(4, 'day')));
    expect(within(dialog).getByText("From date cannot be greater than today's date")).toBeInTheDocument();
    expect(within(dialog).getByText("To date cannot be greater than today's date")).toBeInTheDocument();
  });

  it('wants the to date after the from date', async () => {
    const dialog = await openDialog();
    fillRange(dialog, local(dayjs().subtract(2, 'day')), local(dayjs().subtract(3, 'day')));
    expect(within(dialog).getByText('To date should be greater than from date!')).toBeInTheDocument();
  });

  it('keeps the from date within the last 3 months', async () => {
    const dialog = await openDialog();
    fillRange(dialog, local(dayjs().subtract(120, 'day')), local(dayjs().subtract(1, 'day')));
    expect(within(dialog).getByText('From date should be within last 3 months')).toBeInTheDocument();
  });

  it('applies a valid range in whole seconds', async () => {
    const from = dayjs().subtract(10, 'day').startOf('minute');
    const to = dayjs().subtract(2, 'day').startOf('minute');
    const dialog = await openDialog();
    fillRange(dialog, local(from), local(to));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastNarrowing()).toMatchObject({ fromTime: from.unix(), toTime: to.unix() });
  });

  it('applies a quick span, and clears it again', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['Last 12 hours', 'Last 24 hours', 'Last 7 days', 'Last 1 month']),
    );
    const before = Math.round(Date.now() / 1000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(lastNarrowing().toTime).toBeDefined());
    const { fromTime, toTime } = lastNarrowing();
    expect(toTime! - fromTime!).toBe(7 * 86400);
    expect(toTime!).toBeGreaterThanOrEqual(before);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/–/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Custom date range' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear date range' }));
    await waitFor(() => expect(lastNarrowing().fromTime).toBeUndefined());
    expect(lastNarrowing().toTime).toBeUndefined();
  });
});
