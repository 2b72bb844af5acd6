import { describe, expect, it } from 'vitest';
import { formatCell, isFigure } from './cells';

describe('formatCell', () => {
  it('formats each column type for the screen', () => {
    expect(formatCell({ key: 'n', label: 'Net', type: 'money' }, 123456.5)).toBe('₹1,23,456.50');
    expect(formatCell({ key: 'r', label: 'Rate', type: 'percent' }, 87.25)).toBe('87.3%');
    expect(formatCell({ key: 'd', label: 'Days', type: 'number' }, 1234.5)).toBe('1,234.5');
    expect(formatCell({ key: 'j', label: 'Joined', type: 'date' }, '2026-11-23')).toBe('23 Nov 2026');
    expect(formatCell({ key: 'e', label: 'Event', type: 'text' }, 'Joined: 2, left: 0')).toBe(
      'Joined: 2, left: 0',
    );
  });

  it('shows a dash for a missing value', () => {
    expect(formatCell({ key: 'd', label: 'Dept', type: 'text' }, null)).toBe('—');
    expect(formatCell({ key: 'n', label: 'Net', type: 'money' }, undefined)).toBe('—');
  });

  it('right-aligns figures only', () => {
    expect(isFigure({ key: 'n', label: 'Net', type: 'money' })).toBe(true);
    expect(isFigure({ key: 'd', label: 'Date', type: 'date' })).toBe(false);
  });
});
