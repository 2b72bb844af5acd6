import { TextAreaField } from '@/components/ui/TextAreaField';

/**
 * The note approving runs the review before approval flags asks for (kept on each run and in the audit
 * trail): one run's confirmation and the pay run's "Approve all" use the same field.
 */
export function ApprovalNoteField({
  label,
  hint,
  value,
  missing,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  /** Shown when approval was pressed with no note: why the flagged runs are right as they are. */
  missing: string | null;
  onChange: (note: string) => void;
}) {
  return (
    <TextAreaField
      label={label}
      required
      maxLength={500}
      containerClassName="mt-3"
      hint={hint}
      value={value}
      error={missing ?? undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
