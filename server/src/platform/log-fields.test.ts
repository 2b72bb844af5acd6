import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-fields';

describe('loggedUrl', () => {
  it('keeps a password link’s token out of the log, whatever its place in the query', () => {
    expect(loggedUrl('/set-password?token=abc_DEF-123')).toBe('/set-password?token=[redacted]');
    expect(loggedUrl('/set-password?x=1&token=abc&y=2')).toBe('/set-password?x=1&token=[redacted]&y=2');
    expect(loggedUrl('/set-password?TOKEN=abc#top')).toBe('/set-password?TOKEN=[redacted]#top');
  });

  it('leaves every other URL as it is', () => {
    expect(loggedUrl('/api/employees?search=token&page=2')).toBe('/api/employees?search=token&page=2');
    expect(loggedUrl('/api/health')).toBe('/api/health');
  });
});
