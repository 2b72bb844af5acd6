import { Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { controlClasses } from '@/components/ui/FieldShell';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { FIX_BELOW } from '@/lib/formFailure';
import { MAX_SLABS, type SlabField } from '../slabs';
import type { SlabEditorState } from '../useSlabEditor';

const COLUMNS: Array<{ field: SlabField; label: string; placeholder: string; unit: string }> = [
  { field: 'min_income', label: 'Minimum income', placeholder: '0', unit: '₹' },
  { field: 'max_income', label: 'Maximum income', placeholder: 'No limit', unit: '₹' },
  { field: 'rate', label: 'Tax rate', placeholder: '0', unit: '%' },
  { field: 'tax_amount', label: 'Fixed tax amount', placeholder: '0', unit: '₹' },
];

// Slab number, the four cells, and the remove button.
const GRID = 'md:grid md:grid-cols-[2.5rem_repeat(4,minmax(0,1fr))_2.5rem] md:gap-3';

/**
 * The slab table of /tax-regimes/{id}/slabs: a row per slab (a card per slab on phones), checked as
 * the user types, saved as a whole.
 */
export function SlabEditor({ editor }: { editor: SlabEditorState }) {
  const { rows, added } = editor;

  // A new row starts where the previous one ends, so its maximum is what the user types next.
  useEffect(() => {
    if (added) document.getElementById(`${added}-max_income`)?.focus();
  }, [added]);

  return (
    <SectionCard
      title="Tax Slabs"
      description="Income brackets from 0 upwards, each starting where the previous one ends. Leave the last maximum empty for no upper limit."
      bodyClassName="space-y-4 p-4 sm:p-5"
    >
      <SuccessBanner message={editor.saved} />
      <ErrorBanner message={editor.listIssue ?? (editor.blocked ? FIX_BELOW : null)} />

      <div
        aria-hidden="true"
        className={cx('hidden px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase', GRID)}
      >
        <span>#</span>
        {COLUMNS.map((column) => (
          <span key={column.field}>
            {column.label} ({column.unit})
          </span>
        ))}
        <span />
      </div>

      <ol aria-label="Tax slabs" className="space-y-3">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className={cx('rounded-lg border border-slate-200 p-3 md:items-start md:border-0 md:p-1', GRID)}
          >
            <div className="mb-3 flex items-center justify-between md:mb-0 md:h-9 md:justify-start">
              <span className="text-sm font-semibold text-slate-700">
                <span className="md:hidden">Slab </span>
                {index + 1}
              </span>
              <RemoveButton
                index={index}
                disabled={rows.length <= 1}
                onRemove={editor.remove}
                className="md:hidden"
              />
            </div>
            <div className="grid grid-cols-2 gap-3 md:contents">
              {COLUMNS.map((column) => (
                <SlabCell
                  key={column.field}
                  id={`${row.key}-${column.field}`}
                  label={
                    <>
                      <span className="sr-only">Slab {index + 1} </span>
                      {column.label} ({column.unit})
                    </>
                  }
                  value={row[column.field]}
                  placeholder={column.placeholder}
                  error={editor.issueFor(index, column.field)}
                  onChange={(value) => editor.change(index, column.field, value)}
                  onBlur={() => editor.touch(index, column.field)}
                />
              ))}
            </div>
            <div className="max-md:hidden">
              <RemoveButton index={index} disabled={rows.length <= 1} onRemove={editor.remove} />
            </div>
          </li>
        ))}
      </ol>

      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="secondary"
          icon={Plus}
          onClick={editor.add}
          disabled={!editor.canAdd}
          title={editor.canAdd ? undefined : `A regime may have at most ${MAX_SLABS} slabs.`}
        >
          Add Tax Slab
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {editor.dirty ? (
            <>
              <span role="status" className="text-center text-sm text-amber-700 sm:mr-2">
                Unsaved changes
              </span>
              <Button variant="ghost" icon={RotateCcw} onClick={editor.discard} disabled={editor.saving}>
                Discard Changes
              </Button>
            </>
          ) : null}
          <Button icon={Save} loading={editor.saving} onClick={() => editor.submit()}>
            {editor.saving ? 'Saving...' : 'Save Slabs'}
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}

function RemoveButton({
  index,
  disabled,
  onRemove,
  className,
}: {
  index: number;
  disabled: boolean;
  onRemove: (index: number) => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Remove slab ${index + 1}`}
      title={disabled ? 'A regime needs at least one slab.' : `Remove slab ${index + 1}`}
      disabled={disabled}
      onClick={() => onRemove(index)}
      className={cx('h-9 px-2 text-red-600 hover:bg-red-50 hover:text-red-700', className)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </Button>
  );
}

type SlabCellProps = {
  id: string;
  label: ReactNode;
  value: string;
  placeholder: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** One amount of a slab; its label is visible on phones and read out everywhere. */
function SlabCell({ id, label, value, placeholder, error, onChange, onBlur }: SlabCellProps) {
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600 md:sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={cx(controlClasses(Boolean(error)), 'h-9 tabular-nums')}
      />
      {error ? (
        <p id={errorId} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
