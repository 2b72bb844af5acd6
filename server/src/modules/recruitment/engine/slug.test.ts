import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('keeps letters and digits, joined by single hyphens', () => {
    expect(slugify('Senior Engineer (Payroll) – Pune')).toBe('senior-engineer-payroll-pune');
    expect(slugify('  C++ / .NET developer, L2  ')).toBe('c-net-developer-l2');
  });

  it('drops accents and falls back to "job" when nothing is left', () => {
    expect(slugify('Café Manager')).toBe('cafe-manager');
    expect(slugify('प्रबंधक')).toBe('job');
  });

  it('stays within 100 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
  });
});
