import { Bold, Heading1, Heading2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { type BodyEdit, insertField, type LineStyle, styleLines, toggleBold } from '../bodyMarkup';
import { InsertFieldMenu } from './InsertFieldMenu';

const LINE_STYLES: readonly { style: LineStyle; label: string; icon: LucideIcon }[] = [
  { style: 'heading', label: 'Heading', icon: Heading1 },
  { style: 'subheading', label: 'Subheading', icon: Heading2 },
  { style: 'bullet', label: 'Bullet', icon: List },
  { style: 'numbered', label: 'Numbered list', icon: ListOrdered },
];

const MARKUP_HINT =
  '# heading, ## subheading, **bold**, - bullet, 1. numbered item; a blank line between paragraphs. A table field stands alone on its line.';

/**
 * The letter's text: a monospace box (what is written is what the PDF reads) under a toolbar that writes
 * the markup and inserts merge fields at the cursor. Each button rewrites the text through `setText` (the
 * form's value), then puts the cursor or selection back into the box.
 */
export function BodyEditor({
  field,
  setText,
  error,
  readOnly,
}: {
  field: UseFormRegisterReturn<'body'>;
  setText: (text: string) => void;
  error?: string;
  readOnly?: boolean;
}) {
  const box = useRef<HTMLTextAreaElement | null>(null);

  const apply = (change: (edit: BodyEdit) => BodyEdit) => {
    const el = box.current;
    if (!el) return;
    const next = change({ text: el.value, start: el.selectionStart, end: el.selectionEnd });
    setText(next.text);
    el.focus();
    el.setSelectionRange(next.start, next.end);
  };

  return (
    <div className="space-y-2">
      <fieldset className="flex min-w-0 flex-wrap items-start gap-1.5">
        <legend className="sr-only">Format the letter’s text</legend>
        {LINE_STYLES.map(({ style, label, icon }) => (
          <Button
            key={style}
            size="sm"
            variant="secondary"
            icon={icon}
            disabled={readOnly}
            onClick={() => apply((edit) => styleLines(edit, style))}
          >
            {label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="secondary"
          icon={Bold}
          disabled={readOnly}
          onClick={() => apply(toggleBold)}
        >
          Bold
        </Button>
        <InsertFieldMenu
          disabled={readOnly}
          onInsert={(entry) => apply((edit) => insertField(edit, entry.name, entry.block))}
        />
      </fieldset>
      <TextAreaField
        label="Letter text"
        required
        rows={18}
        spellCheck
        readOnly={readOnly}
        hint={MARKUP_HINT}
        error={error}
        className="font-mono text-[13px] leading-relaxed"
        {...field}
        ref={(el) => {
          field.ref(el);
          box.current = el;
        }}
      />
    </div>
  );
}
