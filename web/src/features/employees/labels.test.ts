import { describe, expect, it } from 'vitest';
import {
  CREATE_STATUS_OPTIONS,
  EMPLOYMENT_TYPE_OPTIONS,
  editStatusOptions,
  employmentTypeLabel,
  exitHint,
  genderLabel,
  MARITAL_STATUS_OPTIONS,
  maritalStatusLabel,
  STATUS_OPTIONS,
  statusLabel,
} from './labels';

describe('labels', () => {
  it('shows stored values by their label, unknown ones readably', () => {
    expect(statusLabel('on_leave')).toBe('On Leave');
    expect(employmentTypeLabel('full_time')).toBe('Full Time');
    expect(employmentTypeLabel('remote_hybrid')).toBe('remote hybrid');
    expect(genderLabel(null)).toBe('');
    expect(maritalStatusLabel('widowed')).toBe('Widowed');
    expect(maritalStatusLabel(null)).toBe('');
  });

  it('offers active, inactive and terminated on edit (spec 1 §2.12); on leave only to a record holding it', () => {
    expect(editStatusOptions('active').map((o) => o.value)).toEqual(['active', 'inactive', 'terminated']);
    expect(editStatusOptions(undefined).map((o) => o.value)).toEqual(['active', 'inactive', 'terminated']);
    expect(editStatusOptions('on_leave')).toEqual([
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
      { value: 'terminated', label: 'Terminated' },
      { value: 'on_leave', label: 'On Leave' },
    ]);
  });

  it('filters by every status and type, and offers only active or inactive on create (spec 1 §4, §9)', () => {
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual(['active', 'inactive', 'terminated', 'on_leave']);
    expect(CREATE_STATUS_OPTIONS.map((o) => o.value)).toEqual(['active', 'inactive']);
    expect(EMPLOYMENT_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      'full_time',
      'part_time',
      'contract',
      'intern',
      'fixed_term',
    ]);
    expect(MARITAL_STATUS_OPTIONS.map((o) => o.value)).toEqual(['single', 'married', 'divorced', 'widowed']);
  });
});

describe('where an exit stands', () => {
  it('is leaving to the last working day and left from the day after', () => {
    expect(exitHint(null, '2026-11-25')).toBeNull();
    expect(exitHint('2026-11-25', '2026-11-25')).toMatch(/^Leaving on /);
    expect(exitHint('2026-11-24', '2026-11-25')).toMatch(/^Left on /);
  });
});
