import { MERGE_FIELDS } from '@hrms/contracts/letters';
import { describe, expect, it } from 'vitest';
import { fieldToken, MERGE_FIELD_SECTIONS } from './mergeFields';

describe('the merge fields by group', () => {
  it('follows the contract’s order of groups and holds every field once', () => {
    expect(MERGE_FIELD_SECTIONS.map((s) => s.label)).toEqual([
      'Employee',
      'Manager',
      'Salary',
      'Salary revision',
      'Exit',
      'Company',
      'Letter',
    ]);
    const names = MERGE_FIELD_SECTIONS.flatMap((s) => s.fields.map((f) => f.name));
    expect(names).toEqual(Object.keys(MERGE_FIELDS));
  });

  it('keeps each field’s label and example, and marks the tables as blocks', () => {
    const salary = MERGE_FIELD_SECTIONS.find((s) => s.group === 'salary');
    expect(salary?.fields[0]).toEqual({
      name: 'salary.monthly_gross',
      label: 'Monthly gross',
      example: '₹50,000',
      block: false,
    });
    const blocks = MERGE_FIELD_SECTIONS.flatMap((s) => s.fields.filter((f) => f.block).map((f) => f.name));
    expect(blocks).toEqual(['salary.breakup', 'revision.breakup']);
  });

  it('writes a field in double braces', () => {
    expect(fieldToken('letter.number')).toBe('{{letter.number}}');
  });
});
