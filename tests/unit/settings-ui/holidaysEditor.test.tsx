import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOLIDAYS_MAX } from '../../../src/domain/constants';
import { HOLIDAY_MSG, type Holiday } from '../../../src/domain/settings/officeHours';
import { WIDGET_MSG } from '../../../src/domain/settings/widget';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { HolidaysSection } from '../../../src/custom/settings/widget/holidays/HolidaysSection';
import { callsTo, cleanupSettings, fill, press, renderSettings, stubApi, toasts } from './harness';

const UI = SETTINGS_UI.holidays;
const PATH = '/app/settings/holidays';

function api(holidays: Holiday[] = []) {
  return stubApi({
    [`GET ${PATH}`]: { json: { holidays } },
    [`PUT ${PATH}`]: (body) => ({ json: { ...(body as object), message: WIDGET_MSG.holidaysUpdated } }),
  });
}

afterEach(cleanupSettings);

describe('holidays editor', () => {
  it('requires a name and a date on each row, from the first save on', async () => {
    const calls = api();
    renderSettings(<HolidaysSection readOnly={false} />);
    fireEvent.click(await screen.findByRole('button', { name: UI.add }));
    expect(screen.queryByText(HOLIDAY_MSG.nameRequired)).not.toBeInTheDocument();
    press(SETTINGS_UI.save);
    expect(await screen.findByText(HOLIDAY_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(HOLIDAY_MSG.dateRequired)).toBeInTheDocument();
    fill(`${UI.name} 1`, 'New Year');
    await waitFor(() => expect(screen.queryByText(HOLIDAY_MSG.nameRequired)).not.toBeInTheDocument());
    expect(screen.getByText(HOLIDAY_MSG.dateRequired)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', PATH)).toEqual([]);
  });

  it('refuses duplicate names and dates', async () => {
    const calls = api([{ name: 'Founders Day', date: '2027-05-01' }]);
    renderSettings(<HolidaysSection readOnly={false} />);
    fireEvent.click(await screen.findByRole('button', { name: UI.add }));
    fill(`${UI.name} 2`, 'founders day');
    fill(`${UI.date} 2`, '2027-05-01');
    press(SETTINGS_UI.save);
    expect(await screen.findByText(HOLIDAY_MSG.duplicateName)).toBeInTheDocument();
    expect(screen.getByText(HOLIDAY_MSG.duplicateDate)).toBeInTheDocument();
    fill(`${UI.date} 2`, '2027-12-25');
    await waitFor(() => expect(screen.queryByText(HOLIDAY_MSG.duplicateDate)).not.toBeInTheDocument());
    expect(screen.getByText(HOLIDAY_MSG.duplicateName)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', PATH)).toEqual([]);
  });

  it('saves the holidays with the success text', async () => {
    const calls = api([{ name: 'Founders Day', date: '2027-05-01' }]);
    renderSettings(<HolidaysSection readOnly={false} />);
    fireEvent.click(await screen.findByRole('button', { name: UI.add }));
    fill(`${UI.name} 2`, ' Christmas ');
    fill(`${UI.date} 2`, '2027-12-25');
    fireEvent.click(screen.getByRole('button', { name: `${UI.remove} 1` }));
    press(SETTINGS_UI.save);
    await waitFor(() => expect(toasts()).toEqual([`success: ${WIDGET_MSG.holidaysUpdated}`]));
    expect(callsTo(calls, 'PUT', PATH).map((c) => c.body)).toEqual([{ holidays: [{ name: 'Christmas', date: '2027-12-25' }] }]);
  });

  it('stops at 100 holidays', async () => {
    const hundred = Array.from({ length: HOLIDAYS_MAX }, (_, i) => ({
      name: `Holiday ${i + 1}`,
      date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    }));
    api(hundred);
    renderSettings(<HolidaysSection readOnly={false} />);
    expect(await screen.findByText(UI.count(100, HOLIDAYS_MAX))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI.add })).toBeDisabled();
    expect(screen.getByText(UI.limitReached(HOLIDAYS_MAX))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `${UI.remove} 100` }));
    expect(await screen.findByText(UI.count(99, HOLIDAYS_MAX))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI.add })).toBeEnabled();
  }, 40_000); // a hundred rows of inputs: slow to render in jsdom on a busy machine
});
