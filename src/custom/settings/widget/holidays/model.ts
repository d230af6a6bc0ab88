// Editing holidays (spec §3, §5, §9): rows of name and date, at most 100; the messages come from holidaysSchema.
import type { ValidationError } from 'yup';
import { HOLIDAYS_MAX } from '../../../../domain/constants';
import { holidaysSchema, type Holiday } from '../../../../domain/settings/officeHours';

export const canAddHoliday = (list: readonly Holiday[]): boolean => list.length < HOLIDAYS_MAX;

export const addHoliday = (list: readonly Holiday[]): Holiday[] =>
  canAddHoliday(list) ? [...list, { name: '', date: '' }] : [...list];

export const removeHoliday = (list: readonly Holiday[], index: number): Holiday[] => list.filter((_, i) => i !== index);

export const setHoliday = (list: readonly Holiday[], index: number, patch: Partial<Holiday>): Holiday[] =>
  list.map((h, i) => (i === index ? { ...h, ...patch } : h));

export interface HolidayErrors {
  /** Messages about the list as a whole (duplicates, the limit). */
  list: string[];
  /** Messages of one row's fields. */
  rows: Record<number, Partial<Record<keyof Holiday, string>>>;
}

export function holidayErrors(list: readonly Holiday[]): HolidayErrors {
  const out: HolidayErrors = { list: [], rows: {} };
  try {
    holidaysSchema.validateSync(list, { abortEarly: false });
  } catch (err) {
    const ve = err as ValidationError;
    for (const e of ve.inner.length ? ve.inner : [ve]) {
      const row = /^\[(\d+)\]\.(name|date)$/.exec(e.path ?? '');
      if (row) {
        const i = Number(row[1]);
        const field = row[2] as keyof Holiday;
        out.rows[i] = { ...out.rows[i], [field]: out.rows[i]?.[field] ?? e.message };
      } else if (!out.list.includes(e.message)) out.list.push(e.message);
    }
  }
  return out;
}

export const hasHolidayErrors = (e: HolidayErrors): boolean => e.list.length > 0 || Object.keys(e.rows).length > 0;
