import { describe, expect, it } from 'vitest';
import { toggleField } from './settings';

describe('choosing the directory’s fields', () => {
  it('adds a field in the settings’ order', () => {
    expect(toggleField(['email', 'job_title'], 'department', true)).toEqual([
      'job_title',
      'department',
      'email',
    ]);
  });

  it('removes a field, and never lists one twice', () => {
    expect(toggleField(['job_title', 'email', 'email'], 'job_title', false)).toEqual(['email']);
    expect(toggleField(['birthday'], 'birthday', true)).toEqual(['birthday']);
  });
});
