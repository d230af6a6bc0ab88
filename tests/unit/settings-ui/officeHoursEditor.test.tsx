import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFICE_HOURS_MSG, type OfficeHours } from '../../../src/domain/settings/officeHours';
import { SETTINGS_DEFAULTS, WIDGET_MSG } from '../../../src/domain/settings/widget';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { OfficeHoursSection } from '../../../src/custom/settings/widget/officeHours/OfficeHoursSection';
import { UPGRADE_PROMPT_BUTTON, upgradePromptText } from '../../../src/custom/settings/upgrade';
import { callsTo, cleanupSettings, press, renderSettings, stubApi, toasts } from './harness';

const UI = SETTINGS_UI.officeHours;
const H = 3600;
const PATH = '/app/settings/officeHours';

function api(saved: OfficeHours = SETTINGS_DEFAULTS.officeHours as OfficeHours) {
  return stubApi({
    [`GET ${PATH}`]: { json: saved },
    [`PUT ${PATH}`]: (body) => ({ json: { ...(body as object), message: WIDGET_MSG.settingsUpdated } }),
    'GET /app/timezones': { json: { timezones: ['UTC', 'Europe/Berlin'] } },
  });
}

const slot = (list: string, shift: number, end: 'From' | 'To') => screen.getByLabelText(`${list} shift ${shift} ${end}`);
const pick = (el: HTMLElement, seconds: number) => fireEvent.change(el, { target: { value: String(seconds) } });

afterEach(cleanupSettings);

describe('office hours editor', () => {
  it('adds a split shift and saves both windows', async () => {
    const calls = api();
    renderSettings(<OfficeHoursSection readOnly={false} />);
    await screen.findByLabelText(`${UI.hoursFor} shift 1 From`);
    expect(slot(UI.hoursFor, 1, 'From')).toHaveValue(String(9 * H));
    expect(slot(UI.hoursFor, 1, 'To')).toHaveValue(String(17 * H));

    fireEvent.click(screen.getByRole('switch', { name: UI.enabled }));
    fireEvent.click(screen.getByRole('button', { name: `${UI.addShift}: ${UI.hoursFor}` }));
    expect(slot(UI.hoursFor, 2, 'From')).toHaveValue(String(18 * H));
    pick(slot(UI.hoursFor, 2, 'To'), 21 * H + 1800);
    press(SETTINGS_UI.save);

    await waitFor(() => expect(toasts()).toEqual([`success: ${WIDGET_MSG.settingsUpdated}`]));
    expect(callsTo(calls, 'PUT', PATH).map((c) => c.body)).toEqual([
      {
        enabled: true,
        timezone: 'UTC',
        mode: 'weekdays',
        windows: [
          { from: 9 * H, to: 17 * H },
          { from: 18 * H, to: 21 * H + 1800 },
        ],
        days: {},
      },
    ]);
  });

  it('offers half-hour slots from 12:00 AM to 12:00 AM at day end', async () => {
    api();
    renderSettings(<OfficeHoursSection readOnly={false} />);
    const from = await screen.findByLabelText(`${UI.hoursFor} shift 1 From`);
    const to = slot(UI.hoursFor, 1, 'To');
    const labels = (el: HTMLElement) => [...el.querySelectorAll('option')].map((o) => o.textContent);
    expect(labels(from)).toHaveLength(48);
    expect(labels(from).slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(labels(to).at(-1)).toBe('12:00 AM');
    expect(to.querySelector('option:last-child')?.getAttribute('value')).toBe('86400');
  });

  it('shows the overlap message while two shifts overlap, and refuses to save', async () => {
    const calls = api();
    renderSettings(<OfficeHoursSection readOnly={false} />);
    await screen.findByLabelText(`${UI.hoursFor} shift 1 From`);
    fireEvent.click(screen.getByRole('button', { name: `${UI.addShift}: ${UI.hoursFor}` }));
    pick(slot(UI.hoursFor, 2, 'From'), 16 * H);
    expect(await screen.findByText(OFFICE_HOURS_MSG.overlap)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SETTINGS_UI.save })).toBeDisabled();

    pick(slot(UI.hoursFor, 2, 'From'), 17 * H);
    await waitFor(() => expect(screen.queryByText(OFFICE_HOURS_MSG.overlap)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: SETTINGS_UI.save })).toBeEnabled();
    expect(callsTo(calls, 'PUT', PATH)).toEqual([]);
  });

  it('custom mode: each day its own shifts, a closed day, and a split shift on one day', async () => {
    const calls = api();
    renderSettings(<OfficeHoursSection readOnly={false} />);
    await screen.findByLabelText(`${UI.hoursFor} shift 1 From`);
    fireEvent.click(screen.getByRole('radio', { name: UI.modes.custom }));

    expect(slot(UI.days.monday, 1, 'From')).toHaveValue(String(9 * H));
    expect(screen.getByRole('group', { name: UI.days.saturday })).toHaveTextContent(UI.closed);
    fireEvent.click(screen.getByRole('button', { name: `${UI.addShift}: ${UI.days.friday}` }));
    fireEvent.click(screen.getByRole('button', { name: `${UI.removeShift}: ${UI.days.wednesday} shift 1` }));
    press(SETTINGS_UI.save);

    await waitFor(() => expect(callsTo(calls, 'PUT', PATH)).toHaveLength(1));
    const body = callsTo(calls, 'PUT', PATH)[0]!.body as OfficeHours;
    expect(body.mode).toBe('custom');
    expect(body.windows).toEqual([]);
    expect(body.days).toEqual({
      monday: [{ from: 9 * H, to: 17 * H }],
      tuesday: [{ from: 9 * H, to: 17 * H }],
      wednesday: [],
      thursday: [{ from: 9 * H, to: 17 * H }],
      friday: [
        { from: 9 * H, to: 17 * H },
        { from: 18 * H, to: 22 * H },
      ],
    });
  });

  it('shows the office hours upgrade prompt when the plan lacks office hours, without loading them', async () => {
    const calls = api();
    renderSettings(<OfficeHoursSection readOnly={false} />, { plan: 'starter' });
    expect(await screen.findByText(upgradePromptText('officeHours'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPGRADE_PROMPT_BUTTON })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', PATH)).toEqual([]);
  });
});
