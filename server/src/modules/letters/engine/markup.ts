import { MERGE_FIELD_PATTERN } from '@hrms/contracts/letters';

/** A stretch of text in one weight; `\n` inside a paragraph's run is a line break (an address). */
export type Run = { text: string; bold: boolean };

export type Block =
  | { kind: 'heading' | 'subheading' | 'paragraph' | 'bullet'; runs: Run[] }
  | { kind: 'numbered'; number: number; runs: Run[] }
  /** A block field written alone on its line: a table. */
  | { kind: 'table'; field: string };

const HEADING = /^#\s+/;
const SUBHEADING = /^##\s+/;
const BULLET = /^[-*]\s+/;
const NUMBERED = /^(\d{1,3})[.)]\s+/;
const BLOCK_FIELD = new RegExp(`^${MERGE_FIELD_PATTERN.source}$`);

/** `**bold**` spans of a line as runs (an unclosed `**` is kept as written). */
export function inlineRuns(text: string): Run[] {
  const parts = text.split('**');
  if (parts.length % 2 === 0) {
    const last = parts.pop();
    parts[parts.length - 1] += `**${last}`;
  }
  return mergeRuns(parts.map((part, i) => ({ text: part, bold: i % 2 === 1 })).filter((r) => r.text));
}

/** Neighbouring runs of one weight as one. */
function mergeRuns(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && last.bold === run.bold) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

/**
 * A template body as blocks: headings, paragraphs (their lines kept), bullets, numbered items and tables.
 * `blockFields` are the fields that print a table when alone on a line.
 */
export function parseBody(body: string, blockFields: ReadonlySet<string>): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', runs: inlineRuns(paragraph.join('\n')) });
    paragraph = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const trimmed = line.trim();
    const field = BLOCK_FIELD.exec(trimmed)?.[1];
    if (!trimmed) {
      endParagraph();
    } else if (field && blockFields.has(field)) {
      endParagraph();
      blocks.push({ kind: 'table', field });
    } else if (SUBHEADING.test(trimmed)) {
      endParagraph();
      blocks.push({ kind: 'subheading', runs: inlineRuns(trimmed.replace(SUBHEADING, '')) });
    } else if (HEADING.test(trimmed)) {
      endParagraph();
      blocks.push({ kind: 'heading', runs: inlineRuns(trimmed.replace(HEADING, '')) });
    } else if (BULLET.test(trimmed)) {
      endParagraph();
      blocks.push({ kind: 'bullet', runs: inlineRuns(trimmed.replace(BULLET, '')) });
    } else if (NUMBERED.test(trimmed)) {
      endParagraph();
      const number = Number(NUMBERED.exec(trimmed)?.[1]);
      blocks.push({ kind: 'numbered', number, runs: inlineRuns(trimmed.replace(NUMBERED, '')) });
    } else {
      paragraph.push(trimmed);
    }
  }
  endParagraph();
  return blocks;
}
