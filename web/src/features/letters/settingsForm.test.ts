import { letterSettingsRequest } from '@hrms/contracts/letters';
import { describe, expect, it } from 'vitest';
import { nextNumberWith, settingsFormValues } from './settingsForm';

const settings = {
  company_id: 1,
  number_prefix: 'DEMO/HR',
  signatory_name: null,
  signatory_designation: 'Director, People',
  next_number: 'DEMO/HR/2026-27/0008',
};

describe('the letter settings form', () => {
  it('shows no signatory as empty boxes, and sends them back as none', () => {
    const values = settingsFormValues(settings);
    expect(values).toEqual({
      number_prefix: 'DEMO/HR',
      signatory_name: '',
      signatory_designation: 'Director, People',
    });
    expect(letterSettingsRequest.parse(values)).toEqual({
      number_prefix: 'DEMO/HR',
      signatory_name: null,
      signatory_designation: 'Director, People',
    });
  });

  it('shows the next number with the prefix being typed', () => {
    expect(nextNumberWith(settings, 'DEMO/LTR ')).toBe('DEMO/LTR/2026-27/0008');
    expect(nextNumberWith(settings, '')).toBe('DEMO/HR/2026-27/0008');
    expect(nextNumberWith({ ...settings, number_prefix: 'OLD' }, 'NEW')).toBe('DEMO/HR/2026-27/0008');
  });
});
