import { describe, expect, it } from 'vitest';
import { brandingRequest, contrastWithWhite } from './branding';

describe('brand colours', () => {
  it('measures the contrast of white text on a colour as WCAG does', () => {
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#1d4ed8')).toBeCloseTo(6.7, 1);
    // Tailwind's slate-500, the lightest text the product writes on white: 4.76:1.
    expect(contrastWithWhite('#64748b')).toBeCloseTo(4.76, 2);
  });

  it('takes a hex colour dark enough for white text, in lower case, and null to clear it', () => {
    expect(brandingRequest.parse({ brand_colour: ' #1D4ED8 ' })).toEqual({ brand_colour: '#1d4ed8' });
    expect(brandingRequest.parse({ brand_colour: null })).toEqual({ brand_colour: null });
    const messages = (brand_colour: string) =>
      brandingRequest.safeParse({ brand_colour }).error?.issues.map((i) => i.message);
    expect(messages('#1d4ed')).toEqual(['The brand colour must be a hex colour such as #1d4ed8.']);
    expect(messages('#3b82f6')).toEqual([
      'White text on this colour has a contrast of 3.6:1; choose a darker colour (at least 4.5:1).',
    ]);
  });
});
