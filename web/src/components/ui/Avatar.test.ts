import { describe, expect, it } from 'vitest';
import { initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Priya Nair')).toBe('PN');
    expect(initialsOf('  anil kumar  singh ')).toBe('AS');
    expect(initialsOf('madhu')).toBe('M');
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf('Aditi Rao')).toBe('AR');
    expect(initialsOf('  vikram  kumar iyer ')).toBe('VI');
  });
});
