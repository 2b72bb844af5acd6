import { describe, expect, it } from 'vitest';
import { revisionChoices } from './revisions';

describe('the revisions an increment letter may state', () => {
  it('lists the versions latest first and names the latest as the default', () => {
    expect(
      revisionChoices([
        { id: 4, effective_from: '2025-04-01' },
        { id: 9, effective_from: '2026-04-01' },
      ]),
    ).toEqual({
      options: [
        { value: '9', label: 'From 1 Apr 2026' },
        { value: '4', label: 'From 1 Apr 2025' },
      ],
      latestLabel: 'The latest (from 1 Apr 2026)',
    });
  });

  it('has only the default without versions', () => {
    expect(revisionChoices([])).toEqual({ options: [], latestLabel: 'The latest' });
  });
});
