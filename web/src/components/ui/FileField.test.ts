import { describe, expect, it } from 'vitest';
import { formatFileSize } from './FileField';

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(20 * 1024)).toBe('20 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});
