import { fieldToken } from './mergeFields';

/**
 * The template editor's toolbar: each button rewrites the body around the cursor with the markup the letter's
 * PDF understands (the contract's comment on `body`) and says where the cursor or selection goes next. Pure,
 * on the text and its selection, so the textarea only applies the answer.
 */

/** The body's text and what is selected in it (start === end: just the cursor). */
export type BodyEdit = { text: string; start: number; end: number };

/** The markers that open a line: a heading, a subheading, a bullet, an item of a numbered list. */
export type LineStyle = 'heading' | 'subheading' | 'bullet' | 'numbered';

const MARKER = /^(?:## |# |- |\d+\. )/;

const styleOf = (line: string): LineStyle | null => {
  const marker = MARKER.exec(line)?.[0];
  if (!marker) return null;
  if (marker === '# ') return 'heading';
  if (marker === '## ') return 'subheading';
  if (marker === '- ') return 'bullet';
  return 'numbered';
};

const markerFor = (style: LineStyle, n: number) =>
  ({ heading: '# ', subheading: '## ', bullet: '- ', numbered: `${n}. ` })[style];

/** The start of the line `at` is on, and the end of the line the selection ends on (a range's last newline excluded). */
function lineSpan({ text, start, end }: BodyEdit): { from: number; to: number } {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const next = text.indexOf('\n', last);
  return { from, to: next === -1 ? text.length : next };
}

/**
 * Styles the lines the selection touches (the cursor's line when nothing is selected): each line's marker is
 * replaced by the style's (numbered items count 1, 2, 3 over the non-blank lines); when every non-blank line
 * already has the style it is taken off instead, so the button toggles. Blank lines of a range stay blank.
 */
export function styleLines(edit: BodyEdit, style: LineStyle): BodyEdit {
  const { from, to } = lineSpan(edit);
  const lines = edit.text.slice(from, to).split('\n');
  const filled = lines.filter((line) => line.trim() !== '');
  const removing = filled.length > 0 && filled.every((line) => styleOf(line) === style);
  let n = 0;
  const styled = lines.map((line) => {
    const bare = line.replace(MARKER, '');
    if (removing) return bare;
    if (line.trim() === '' && lines.length > 1) return line;
    n += 1;
    return markerFor(style, n) + bare;
  });
  const block = styled.join('\n');
  const text = edit.text.slice(0, from) + block + edit.text.slice(to);
  if (edit.start !== edit.end) return { text, start: from, end: from + block.length };
  // The cursor keeps its place in the line's words, moved by what the marker added or took away.
  const first = styled[0] ?? '';
  const moved = edit.start + first.length - (lines[0] ?? '').length;
  const cursor = Math.min(Math.max(moved, from + (MARKER.exec(first)?.[0].length ?? 0)), from + first.length);
  return { text, start: cursor, end: cursor };
}

const BOLD = '**';
const PLACEHOLDER = 'bold text';

/**
 * Bold: wraps the selection in `**` (each line on its own, spaces at its ends left outside, as the markup
 * does not span lines), or unwraps it when it is bold already. With nothing selected it writes
 * `**bold text**` with the words selected, to be typed over.
 */
export function toggleBold(edit: BodyEdit): BodyEdit {
  const { text, start, end } = edit;
  if (start === end) {
    const inserted = `${BOLD}${PLACEHOLDER}${BOLD}`;
    return {
      text: text.slice(0, start) + inserted + text.slice(end),
      start: start + BOLD.length,
      end: start + BOLD.length + PLACEHOLDER.length,
    };
  }
  const selected = text.slice(start, end);
  // Bold already: the markers inside the selection, or just around it.
  if (selected.length >= 4 && selected.startsWith(BOLD) && selected.endsWith(BOLD)) {
    const inner = selected.slice(2, -2);
    return { text: text.slice(0, start) + inner + text.slice(end), start, end: start + inner.length };
  }
  if (text.slice(start - 2, start) === BOLD && text.slice(end, end + 2) === BOLD) {
    return {
      text: text.slice(0, start - 2) + selected + text.slice(end + 2),
      start: start - 2,
      end: end - 2,
    };
  }
  const wrapped = selected
    .split('\n')
    .map((line) => {
      const words = /^(\s*)(.*?)(\s*)$/.exec(line);
      return words?.[2] ? `${words[1]}${BOLD}${words[2]}${BOLD}${words[3]}` : line;
    })
    .join('\n');
  return { text: text.slice(0, start) + wrapped + text.slice(end), start, end: start + wrapped.length };
}

/**
 * Writes `{{name}}` in place of the selection, the cursor after it. A block field (a table) goes alone on
 * its line: a line break is added before it when text precedes it on the line, and after it when text follows.
 */
export function insertField(edit: BodyEdit, name: string, block: boolean): BodyEdit {
  const token = fieldToken(name);
  const before = edit.text.slice(0, edit.start);
  const after = edit.text.slice(edit.end);
  const lead = block && before !== '' && !before.endsWith('\n') ? '\n' : '';
  const trail = block && after !== '' && !after.startsWith('\n') ? '\n' : '';
  const inserted = lead + token + trail;
  const cursor = before.length + inserted.length;
  return { text: before + inserted + after, start: cursor, end: cursor };
}
