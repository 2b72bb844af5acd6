import { dmy, parseDmy } from '@hrms/contracts/formats';
import { CalendarDays } from 'lucide-react';
import { type ChangeEvent, type FocusEvent, type Ref, useCallback, useRef, useState } from 'react';
import { controlClasses, describedBy, FieldShell } from './FieldShell';
import type { TextFieldProps } from './TextField';
import { useFieldIds } from './useFieldIds';

export type DateFieldProps = Omit<TextFieldProps, 'type'>;

/** Shown under a date typed that is no date; it replaces the form's own message, which would be less exact. */
export const TYPED_DATE_MESSAGE = 'Enter the date as dd/mm/yyyy, e.g. 10/11/2026.';

/** The picker belongs to no form, so the browser never blocks a submit on a control the user cannot see. */
const NO_FORM = 'date-field-picker-no-form';

/** Pickers whose `value` is already wrapped: a form library hands a new ref callback on every render. */
const wrapped = new WeakSet<HTMLInputElement>();

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * The one date input: it shows and takes dd/mm/yyyy whatever the browser's language (a native date input
 * shows 11/10/2026 for 10 November in an American browser), and its value is an ISO date (YYYY-MM-DD),
 * which is what the API takes. The button opens the browser's calendar to pick from.
 *
 * The ISO value lives in a hidden native date input, which `register('x')` or `value`/`onChange` drive as
 * before; the visible box mirrors it day first. Setting the value from outside (a form's reset, a
 * controlled `value`) goes through that input's `value` property, which is wrapped so the box follows.
 */
export function DateField({
  label,
  error,
  hint,
  why,
  required,
  id,
  containerClassName,
  className,
  ref,
  onChange,
  onBlur,
  disabled,
  placeholder = 'dd/mm/yyyy',
  ...input
}: DateFieldProps) {
  const ids = useFieldIds(id);
  const box = useRef<HTMLInputElement | null>(null);
  const picker = useRef<HTMLInputElement | null>(null);
  const [typedWrong, setTypedWrongState] = useState(false);
  const wrongNow = useRef(false);
  const setTypedWrong = useCallback((wrong: boolean) => {
    if (wrongNow.current === wrong) return;
    wrongNow.current = wrong;
    setTypedWrongState(wrong);
  }, []);

  const mirror = useCallback(
    (iso: string) => {
      const shown = box.current;
      // While the user types, the box is theirs; it is tidied on leaving it.
      if (!shown || document.activeElement === shown) return;
      shown.value = dmy(iso);
      setTypedWrong(false);
    },
    [setTypedWrong],
  );

  const holdPicker = useCallback(
    (node: HTMLInputElement | null) => {
      picker.current = node;
      if (node && !wrapped.has(node)) {
        wrapped.add(node);
        const own =
          Object.getOwnPropertyDescriptor(node, 'value') ??
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
        Object.defineProperty(node, 'value', {
          configurable: true,
          get: () => own?.get?.call(node) as string,
          set: (v: string) => {
            own?.set?.call(node, v);
            mirror(v);
          },
        });
        // A form that focuses its first wrong field reaches the box, not the hidden picker.
        node.focus = () => box.current?.focus();
      }
      if (node) mirror(node.value);
      assignRef(ref, node);
    },
    [ref, mirror],
  );

  const tell = (node: HTMLInputElement, type: 'change' | 'blur') => {
    const event = { target: node, currentTarget: node, type };
    if (type === 'change') onChange?.(event as unknown as ChangeEvent<HTMLInputElement>);
    else onBlur?.(event as unknown as FocusEvent<HTMLInputElement>);
  };

  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const node = picker.current;
    if (!node) return;
    const text = event.target.value.trim();
    const iso = text === '' ? '' : (parseDmy(text) ?? '');
    if (node.value !== iso) {
      node.value = iso;
      tell(node, 'change');
    }
    if (iso !== '' || text === '') setTypedWrong(false);
  };

  const left = () => {
    const node = picker.current;
    const shown = box.current;
    if (!node || !shown) return;
    const wrong = shown.value.trim() !== '' && node.value === '';
    setTypedWrong(wrong);
    if (!wrong) shown.value = dmy(node.value);
    tell(node, 'blur');
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    mirror(event.target.value);
    onChange?.(event);
  };

  const open = () => {
    const node = picker.current;
    if (!node) return;
    try {
      node.showPicker();
    } catch {
      // A browser without showPicker (or refusing it): typing still works.
      box.current?.focus();
    }
  };

  const shownError = typedWrong ? TYPED_DATE_MESSAGE : error;
  const shownHint = hint ?? 'dd/mm/yyyy';
  return (
    <FieldShell
      ids={ids}
      label={label}
      required={required}
      error={shownError}
      hint={shownHint}
      why={why}
      className={containerClassName}
    >
      <div className="relative">
        <input
          ref={box}
          id={ids.inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(ids, shownError, shownHint)}
          className={`${controlClasses(Boolean(shownError))} pr-10 ${className ?? ''}`}
          onChange={typed}
          onBlur={left}
        />
        <button
          type="button"
          onClick={open}
          disabled={disabled}
          // Not the field's label, nor words a label has ("From", "To"): asking for the label finds the box alone.
          aria-label="Open the calendar"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
        </button>
        <input
          {...input}
          ref={holdPicker}
          type="date"
          form={NO_FORM}
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          onChange={picked}
          className="pointer-events-none absolute right-0 bottom-0 h-px w-10 opacity-0"
        />
      </div>
    </FieldShell>
  );
}
