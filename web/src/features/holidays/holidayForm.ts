import type { HolidayEntry, HolidayEntryRequest } from '@hrms/contracts/holidays';
import { z } from 'zod';
import { isIsoDate } from './labels';

/** The holiday dialog's boxes, named as the server names them. */
export type HolidayFormValues = { date: string; name: string; is_optional: boolean };

export const HOLIDAY_FIELDS: readonly string[] = ['date', 'name', 'is_optional'];

export const NEW_HOLIDAY: HolidayFormValues = { date: '', name: '', is_optional: false };

export const holidayFormValues = (holiday: HolidayEntry): HolidayFormValues => ({
  date: holiday.date,
  name: holiday.name,
  is_optional: holiday.is_optional,
});

/** The dialog's schema, to the body POST/PUT /holidays take for the calendar. */
export function holidayForm(calendarId: number) {
  return z
    .object({
      date: z.string().refine(isIsoDate, 'Date is required'),
      name: z
        .string()
        .trim()
        .min(1, 'Name is required')
        .max(150, 'Name may not be greater than 150 characters'),
      is_optional: z.boolean(),
    })
    .transform((values): HolidayEntryRequest => ({ calendar_id: calendarId, ...values }));
}
