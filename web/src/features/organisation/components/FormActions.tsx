import { Button, ButtonLink } from '../../../components/ui/Button';

/** Cancel and submit at the foot of a form; stacked full-width on phones. */
export function FormActions({
  cancelTo,
  submitLabel,
  pendingLabel,
  pending,
  disabled,
}: {
  cancelTo: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <ButtonLink to={cancelTo} variant="secondary">
        Cancel
      </ButtonLink>
      <Button type="submit" loading={pending} disabled={disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
