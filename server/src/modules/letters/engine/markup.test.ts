import { describe, expect, it } from 'vitest';
import { inlineRuns, parseBody } from './markup';
import { mergeBlocks } from './merge';

const BLOCKS = new Set(['salary.breakup']);

describe('letter markup', () => {
  it('reads headings, paragraphs with their lines, bullets, numbered items and table fields', () => {
    const body = [
      '# Terms',
      'Priya Nair',
      '12 MG Road',
      '',
      '## Pay',
      '{{ salary.breakup }}',
      '- first **point**',
      '2. second',
      'closing',
    ].join('\n');
    expect(parseBody(body, BLOCKS)).toEqual([
      { kind: 'heading', runs: [{ text: 'Terms', bold: false }] },
      { kind: 'paragraph', runs: [{ text: 'Priya Nair\n12 MG Road', bold: false }] },
      { kind: 'subheading', runs: [{ text: 'Pay', bold: false }] },
      { kind: 'table', field: 'salary.breakup' },
      {
        kind: 'bullet',
        runs: [
          { text: 'first ', bold: false },
          { text: 'point', bold: true },
        ],
      },
      { kind: 'numbered', number: 2, runs: [{ text: 'second', bold: false }] },
      { kind: 'paragraph', runs: [{ text: 'closing', bold: false }] },
    ]);
  });

  it('keeps an unclosed ** as written', () => {
    expect(inlineRuns('a **b** c **d')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c **d', bold: false },
    ]);
  });

  it('puts values in after the markup is read: a value never becomes markup; a field without one is listed', () => {
    const blocks = parseBody(
      'Dear {{employee.first_name}},\n\n{{salary.breakup}}\n{{exit.last_working_day}}',
      BLOCKS,
    );
    const merged = mergeBlocks(blocks, {
      text: new Map([['employee.first_name', '**Ravi**']]),
      tables: new Map(),
    });
    expect(merged.blocks[0]).toEqual({ kind: 'paragraph', runs: [{ text: 'Dear **Ravi**,', bold: false }] });
    expect(merged.missing).toEqual(['salary.breakup', 'exit.last_working_day']);
  });
});
