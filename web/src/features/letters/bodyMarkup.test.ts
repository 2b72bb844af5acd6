import { describe, expect, it } from 'vitest';
import { type BodyEdit, insertField, styleLines, toggleBold } from './bodyMarkup';

/** The text with `|` at the cursor, or `[` and `]` around the selection, as an edit. */
function at(marked: string): BodyEdit {
  const cursor = marked.indexOf('|');
  if (cursor !== -1) return { text: marked.replace('|', ''), start: cursor, end: cursor };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

/** An edit written back with its cursor or selection marked. */
function show({ text, start, end }: BodyEdit): string {
  if (start === end) return `${text.slice(0, start)}|${text.slice(start)}`;
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

describe('styling lines', () => {
  it('makes the cursor’s line a heading, keeping the cursor in its words', () => {
    expect(show(styleLines(at('Dear Priya,\nOffer of em|ployment\n\nWe are'), 'heading'))).toBe(
      'Dear Priya,\n# Offer of em|ployment\n\nWe are',
    );
  });

  it('starts an empty line with the marker, the cursor after it', () => {
    expect(show(styleLines(at('Intro\n|'), 'bullet'))).toBe('Intro\n- |');
  });

  it('replaces another style rather than stacking markers', () => {
    expect(show(styleLines(at('# Ti|tle'), 'subheading'))).toBe('## Ti|tle');
    expect(show(styleLines(at('- it|em'), 'numbered'))).toBe('1. it|em');
  });

  it('takes the style off when the line has it already (a toggle)', () => {
    expect(show(styleLines(at('## Sal|ary'), 'subheading'))).toBe('Sal|ary');
    expect(show(styleLines(at('|# Title'), 'heading'))).toBe('|Title');
  });

  it('numbers the selected lines 1, 2, 3, leaving blank lines blank, and selects them', () => {
    expect(show(styleLines(at('Terms:\n[Probation\n\nNotice\n- Leave]\nEnd'), 'numbered'))).toBe(
      'Terms:\n[1. Probation\n\n2. Notice\n3. Leave]\nEnd',
    );
  });

  it('unstyles a selection whose lines all have the style', () => {
    expect(show(styleLines(at('[- one\n- two]'), 'bullet'))).toBe('[one\ntwo]');
  });

  it('does not touch the line after a selection that ends at its start', () => {
    expect(show(styleLines(at('[one\n]two'), 'bullet'))).toBe('[- one]\ntwo');
  });
});

describe('bold', () => {
  it('wraps the selection and keeps the words selected', () => {
    expect(show(toggleBold(at('Your [annual CTC] is')))).toBe('Your [**annual CTC**] is');
  });

  it('leaves spaces at the selection’s ends outside the markers, and wraps each line', () => {
    expect(show(toggleBold(at('a[ word \nnext]')))).toBe('a[ **word** \n**next**]');
  });

  it('unwraps a bold selection, with or without its markers selected', () => {
    expect(show(toggleBold(at('Your [**annual CTC**] is')))).toBe('Your [annual CTC] is');
    expect(show(toggleBold(at('Your **[annual CTC]** is')))).toBe('Your [annual CTC] is');
  });

  it('writes placeholder words, selected, at a bare cursor', () => {
    expect(show(toggleBold(at('Note: |')))).toBe('Note: **[bold text]**');
  });
});

describe('inserting a merge field', () => {
  it('writes the field at the cursor, the cursor after it', () => {
    expect(show(insertField(at('Dear |,'), 'employee.first_name', false))).toBe(
      'Dear {{employee.first_name}}|,',
    );
  });

  it('replaces the selection', () => {
    expect(show(insertField(at('Dear [name],'), 'employee.full_name', false))).toBe(
      'Dear {{employee.full_name}}|,',
    );
  });

  it('puts a block field alone on its own line', () => {
    expect(show(insertField(at('Your CTC: |as below.'), 'salary.breakup', true))).toBe(
      'Your CTC: \n{{salary.breakup}}\n|as below.',
    );
    expect(show(insertField(at('Above\n|\nBelow'), 'salary.breakup', true))).toBe(
      'Above\n{{salary.breakup}}|\nBelow',
    );
    expect(show(insertField(at('|'), 'revision.breakup', true))).toBe('{{revision.breakup}}|');
  });
});
