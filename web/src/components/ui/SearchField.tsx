import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from './cx';
import { controlClasses, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

type SearchFieldProps = {
  label: ReactNode;
  /** The applied search (e.g. from the URL); the box shows it and follows it when it changes. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
  className?: string;
};

/** A list's search box: typing searches after a short pause, so each keystroke is not a request. */
export function SearchField({
  label,
  value,
  onSearch,
  placeholder,
  delayMs = 300,
  className,
}: SearchFieldProps) {
  const ids = useFieldIds();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The applied value changed: show it, unless it is just what is being typed (keep trailing spaces).
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(next: string, delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trimmed = next.trim();
      if (trimmed !== value) onSearchRef.current(trimmed);
    }, delay);
  }

  return (
    <FieldShell ids={ids} label={label} className={className}>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={ids.inputId}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            schedule(event.target.value, delayMs);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              schedule(text, 0);
            }
          }}
          className={cx(controlClasses(false), 'pl-9')}
        />
      </div>
    </FieldShell>
  );
}
