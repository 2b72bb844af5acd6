import { describe, expect, it } from 'vitest';
import { employeeOptionLabel, personName } from './personName';

describe('person names', () => {
  it('names people and pick-list employees', () => {
    expect(personName({ first_name: 'Meera', last_name: 'Krishnan' })).toBe('Meera Krishnan');
    expect(personName({ first_name: 'Priya', last_name: 'Nair' })).toBe('Priya Nair');
    expect(employeeOptionLabel({ first_name: 'Amit', last_name: 'Shah', employee_id: 'EMP-0012' })).toBe(
      'Amit Shah (EMP-0012)',
    );
    expect(employeeOptionLabel({ first_name: 'Priya', last_name: 'Nair', employee_id: 'EMP0003' })).toBe(
      'Priya Nair (EMP0003)',
    );
  });
});
