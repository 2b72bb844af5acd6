import { describe, expect, it } from 'vitest';
import { firstFreeCode, regimeCodeBase } from './regime-code';

describe('regimeCodeBase', () => {
  it('shapes a code like the seeded ones from the country, the telling words of the name and the year', () => {
    expect(regimeCodeBase('INR', 'New Tax Regime (Section 115BAC) FY 2025-26', '2025-26')).toBe(
      'IN-NEW-2025-26',
    );
    expect(regimeCodeBase('INR', 'Old tax regime', '2026-27')).toBe('IN-OLD-2026-27');
    expect(regimeCodeBase('USD', 'Federal income brackets 2025-2026', '2025-26')).toBe(
      'US-FEDERAL-INCOME-2025-26',
    );
  });

  it('falls back to REGIME when the name has no telling word, and cuts a long single word', () => {
    expect(regimeCodeBase('INR', 'Tax Regime', '2025-26')).toBe('IN-REGIME-2025-26');
    expect(regimeCodeBase('INR', 'कर व्यवस्था', '2025-26')).toBe('IN-REGIME-2025-26');
    expect(regimeCodeBase('INR', 'Supercalifragilisticexpialidocious', '2025-26')).toBe(
      'IN-SUPERCALIFRAGILISTIC-2025-26',
    );
  });
});

describe('firstFreeCode', () => {
  it('adds the first free numeric suffix on a collision', async () => {
    const taken = new Set(['IN-NEW-2025-26', 'IN-NEW-2025-26-2']);
    expect(await firstFreeCode('IN-NEW-2025-26', async (c) => taken.has(c))).toBe('IN-NEW-2025-26-3');
    expect(await firstFreeCode('IN-OLD-2025-26', async (c) => taken.has(c))).toBe('IN-OLD-2025-26');
  });
});
