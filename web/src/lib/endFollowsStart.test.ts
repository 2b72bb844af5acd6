import { describe, expect, it } from 'vitest';
import { endFollowsStart } from './endFollowsStart';

/** A form holding just the end date, as react-hook-form's getValues and setValue see it. */
function rangeForm(to: string | undefined) {
  const form = {
    to,
    getValues: () => form.to,
    setValue: (_name: 'to_date', value: string) => {
      form.to = value;
    },
  };
  return form;
}

const choose = (form: ReturnType<typeof rangeForm>, from: string) =>
  endFollowsStart(form).onChange({ target: { value: from } });

describe('the end date follows the start', () => {
  it('fills a blank end with the start', () => {
    const form = rangeForm('');
    choose(form, '2026-03-10');
    expect(form.to).toBe('2026-03-10');
    const unset = rangeForm(undefined);
    choose(unset, '2026-03-10');
    expect(unset.to).toBe('2026-03-10');
  });

  it('moves an end that the start passed', () => {
    const form = rangeForm('2026-03-10');
    choose(form, '2026-03-12');
    expect(form.to).toBe('2026-03-12');
  });

  it('keeps an end on or after the start', () => {
    const later = rangeForm('2026-03-15');
    choose(later, '2026-03-12');
    expect(later.to).toBe('2026-03-15');
    const same = rangeForm('2026-03-12');
    choose(same, '2026-03-12');
    expect(same.to).toBe('2026-03-12');
  });
});
