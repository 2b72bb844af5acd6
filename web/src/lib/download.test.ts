import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './download';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(filenameFromContentDisposition('attachment; filename="teams-2026-11-23.csv"')).toBe(
      'teams-2026-11-23.csv',
    );
  });

  it('reads an unquoted file name and ignores later parameters', () => {
    expect(filenameFromContentDisposition('attachment; filename=teams.csv; size=120')).toBe('teams.csv');
  });

  it('prefers the encoded filename* form', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="fallback.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`,
      ),
    ).toBe('résumé.csv');
  });

  it('falls back to the plain name when filename* is malformed', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''bad%E0.csv; filename="ok.csv"`)).toBe(
      'ok.csv',
    );
  });

  it('unescapes quoted characters and drops folder parts', () => {
    expect(filenameFromContentDisposition('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromContentDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
  });

  it('answers null without a file name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('')).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
  });
});
