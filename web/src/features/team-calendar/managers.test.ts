import { describe, expect, it } from 'vitest';
import { managerOptions } from './managers';

const person = (id: number, first: string, last: string, status = 'active') => ({
  id,
  employee_id: `EMP-${String(id).padStart(4, '0')}`,
  first_name: first,
  last_name: last,
  status,
});

describe('whose team HR may pick', () => {
  it('offers the active employees but the caller, by name, valued by id', () => {
    const options = managerOptions(
      [
        person(3, 'Vikram', 'Iyer'),
        person(1, 'Aditi', 'Rao'),
        person(2, 'Meera', 'Krishnan', 'inactive'),
        person(4, 'Kavya', 'Menon'),
      ],
      4,
    );
    expect(options).toEqual([
      { value: '1', label: 'Aditi Rao (EMP-0001)' },
      { value: '3', label: 'Vikram Iyer (EMP-0003)' },
    ]);
  });

  it('keeps everyone active when the caller has no employee record', () => {
    expect(managerOptions([person(4, 'Kavya', 'Menon')], null).map((o) => o.value)).toEqual(['4']);
  });
});
