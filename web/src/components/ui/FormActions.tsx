import { Button, ButtonLink } from './Button';

type FormActionsProps = {
  cancelTo: string;
  submitLabel: string;
  /** The submit button's text while the form is being saved ("Saving...", "Creating..."). */
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Kept in view at the bottom while a long form scrolls; otherwise stacked full-width on phones. */
  sticky?: boolean;
};

/** Cancel and submit at the foot of a form. */
export function FormActions({
  cancelTo,
  submitLabel,
  pendingLabel,
  pending,
  disabled,
  sticky,
}: FormActionsProps) {
  return (
    <div
      className={
        sticky
          ? 'sticky bottom-4 z-10 flex justify-end gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur'
          : 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end'
      }
    >
      <ButtonLink to={cancelTo} variant="secondary">
        Cancel
      </ButtonLink>
      <Button type="submit" loading={pending} disabled={disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
