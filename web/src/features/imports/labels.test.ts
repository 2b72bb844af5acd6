import { IMPORT_TYPES } from '@hrms/contracts/imports';
import { describe, expect, it } from 'vitest';
import { asImportType, IMPORT_TYPE_OPTIONS, importOrder, importTypeLabel } from './labels';

describe('import type labels', () => {
  it('names a type from its contract name, so a type added later needs no label', () => {
    expect(importTypeLabel('departments')).toBe('Departments');
    expect(importTypeLabel('salary_structures')).toBe('Salary structures');
    expect(importTypeLabel('opening_payroll')).toBe('Opening payroll');
  });

  it("offers every type of the contract, in the contract's order", () => {
    expect(IMPORT_TYPE_OPTIONS.map((o) => o.value)).toEqual([...IMPORT_TYPES]);
    expect(IMPORT_TYPE_OPTIONS[0]).toEqual({ value: 'companies', label: 'Companies' });
  });

  it("says the order to import in, the contract's", () => {
    expect(importOrder(['companies', 'branches', 'departments', 'teams'])).toBe(
      'companies, branches, departments, then teams',
    );
    expect(importOrder(['companies'])).toBe('companies');
    expect(importOrder()).toMatch(/^companies, branches, departments, .*then [a-z_ ]+$/);
  });

  it('reads back only the types the contract lists', () => {
    expect(asImportType('teams')).toBe('teams');
    expect(asImportType('')).toBeNull();
    expect(asImportType('payroll')).toBeNull();
  });
});
