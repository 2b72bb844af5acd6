import { describe, expect, it } from 'vitest';
import {
  CREATE_STATUS_OPTIONS,
  EMPLOYMENT_TYPE_OPTIONS,
  employmentTypeLabel,
  genderLabel,
  STATUS_OPTIONS,
  statusLabel,
} from './labels';

describe('labels', () => {
  it('shows stored values by their label, unknown ones readably', () => {
    expect(statusLabel('on_leave')).toBe('On Leave');
    expect(employmentTypeLabel('full_time')).toBe('Full Time');
    expect(employmentTypeLabel('remote_hybrid')).toBe('remote hybrid');
    expect(genderLabel(null)).toBe('');
  });

  it('offers every status and type, and only active or inactive on create (spec 1 §4, §9)', () => {
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual(['active', 'inactive', 'terminated', 'on_leave']);
    expect(CREATE_STATUS_OPTIONS.map((o) => o.value)).toEqual(['active', 'inactive']);
    expect(EMPLOYMENT_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      'full_time',
      'part_time',
      'contract',
      'intern',
    ]);
  });
});
