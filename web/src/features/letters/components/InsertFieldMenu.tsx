import { Braces, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { MERGE_FIELD_SECTIONS, type MergeFieldEntry } from '../mergeFields';

/**
 * "Insert field": a button that opens the merge fields by group (a disclosure, so a phone and a screen reader
 * take it as plain buttons); choosing one inserts it and closes the list. Esc closes it too.
 */
export function InsertFieldMenu({
  onInsert,
  disabled,
}: {
  onInsert: (field: MergeFieldEntry) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  // Esc on the button or on any field closes the list (the panel itself takes no keys).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="w-full">
      <Button
        ref={buttonRef}
        size="sm"
        variant="secondary"
        icon={Braces}
        disabled={disabled}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
      >
        Insert field
        <ChevronDown aria-hidden="true" className="size-4" />
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="mt-2 max-h-80 space-y-3 overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
      >
        {MERGE_FIELD_SECTIONS.map((section) => (
          <fieldset key={section.group} className="min-w-0">
            <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {section.label}
            </legend>
            <ul className="flex flex-wrap gap-1.5">
              {section.fields.map((field) => (
                <li key={field.name}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      onInsert(field);
                    }}
                    onKeyDown={onKeyDown}
                    className="rounded-md bg-slate-100 px-2 py-1 text-left text-xs text-slate-700 hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {field.label}
                    {field.block ? <span className="text-slate-500"> (own line)</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
