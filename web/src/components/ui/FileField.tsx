import { Paperclip, X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { cx } from './cx';
import { describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

type FileFieldProps = {
  label: ReactNode;
  /** The chosen file, or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The input's accept list, e.g. ".pdf,.png". */
  accept?: string;
  required?: boolean;
  error?: string;
  /** What may be chosen (formats, size), shown under the control. */
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
  className?: string;
};

/** A labelled single-file picker that shows the chosen file's name and size and can clear it. */
export function FileField({
  label,
  file,
  onChange,
  accept,
  required,
  error,
  hint,
  disabled,
  name,
  className,
}: FileFieldProps) {
  const ids = useFieldIds();
  const input = useRef<HTMLInputElement>(null);
  return (
    <FieldShell ids={ids} label={label} required={required} error={error} hint={hint} className={className}>
      <div
        className={cx(
          'flex flex-wrap items-center gap-3 rounded-lg border border-dashed bg-white px-3 py-2.5',
          error ? 'border-red-400' : 'border-slate-300',
        )}
      >
        <input
          ref={input}
          id={ids.inputId}
          name={name}
          type="file"
          accept={accept}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className={cx(
            'min-w-0 flex-1 text-sm text-slate-600',
            'file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100',
          )}
        />
        {file ? (
          <span className="inline-flex items-center gap-1.5 text-xs text-slate-500">
            <Paperclip aria-hidden="true" className="size-3.5" />
            {formatFileSize(file.size)}
            <button
              type="button"
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange(null);
              }}
              aria-label="Remove file"
              className="rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
}

/** A file size for people: 532 → "532 B", 20480 → "20 KB", 1572864 → "1.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}
