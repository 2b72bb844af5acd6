import { describe, expect, it } from 'vitest';
import { SEEDED_PT_SLABS } from '../../../test/pt-slabs';
import { paise } from '../../platform/money';
import { professionalTax } from './professional-tax';

const slabs = SEEDED_PT_SLABS;

const pt = (state: string, gross: number, month = 6, gender: string | null = 'male') =>
  professionalTax(slabs, state, paise(gross), month, gender) / 100;

describe('professional tax', () => {
  it('Maharashtra: bands for men, ₹300 in February', () => {
    expect(pt('Maharashtra', 7_500)).toBe(0);
    expect(pt('Maharashtra', 7_500.01)).toBe(175);
    expect(pt('Maharashtra', 10_000)).toBe(175);
    expect(pt('Maharashtra', 10_001)).toBe(200);
    expect(pt('Maharashtra', 50_000, 2)).toBe(300);
    expect(pt('maharashtra ', 50_000, 3)).toBe(200);
  });

  it('Maharashtra: women exempt up to ₹25,000', () => {
    expect(pt('Maharashtra', 20_000, 6, 'female')).toBe(0);
    expect(pt('Maharashtra', 25_000.01, 6, 'female')).toBe(200);
    expect(pt('Maharashtra', 30_000, 2, 'female')).toBe(300);
    expect(pt('Maharashtra', 20_000, 6, 'other')).toBe(200);
  });

  it('Karnataka: ₹200 from ₹25,000, ₹300 in February', () => {
    expect(pt('Karnataka', 24_999)).toBe(0);
    expect(pt('Karnataka', 25_000)).toBe(200);
    expect(pt('Karnataka', 25_000, 2)).toBe(300);
  });

  it('West Bengal, Telangana, Andhra Pradesh and Gujarat monthly bands', () => {
    expect(pt('West Bengal', 12_000)).toBe(110);
    expect(pt('West Bengal', 30_000)).toBe(150);
    expect(pt('West Bengal', 45_000)).toBe(200);
    expect(pt('Telangana', 18_000)).toBe(150);
    expect(pt('Andhra Pradesh', 21_000)).toBe(200);
    expect(pt('Gujarat', 11_999)).toBe(0);
    expect(pt('Gujarat', 12_000)).toBe(200);
  });

  it('half-yearly states deduct a sixth of the half-year amount each month', () => {
    // Tamil Nadu: ₹8,000 a month = ₹48,000 a half-year → ₹930 → ₹155 a month.
    expect(pt('Tamil Nadu', 8_000)).toBe(155);
    // Kerala: ₹20,000 a month = ₹1.2 lakh a half-year → ₹1,000 → ₹167 a month (rounded).
    expect(pt('Kerala', 20_000)).toBe(167);
    expect(pt('Kerala', 1_500)).toBe(0);
  });

  it('Madhya Pradesh works on yearly salary, ₹212 in March for the top band', () => {
    expect(pt('Madhya Pradesh', 18_000)).toBe(0);
    expect(pt('Madhya Pradesh', 20_000)).toBe(125);
    expect(pt('Madhya Pradesh', 40_000)).toBe(208);
    expect(pt('Madhya Pradesh', 40_000, 3)).toBe(212);
  });

  it('answers 0 for a state without professional tax', () => {
    expect(pt('Delhi', 100_000)).toBe(0);
  });
});

describe('paise', () => {
  it('converts rupee amounts and numeric text exactly', () => {
    expect(paise('1234.5')).toBe(123_450);
    expect(paise('0.07')).toBe(7);
    expect(paise(19.99)).toBe(1_999);
    expect(paise('-12.30')).toBe(-1_230);
    expect(() => paise('12,30')).toThrow();
  });
});
