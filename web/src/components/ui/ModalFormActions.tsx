import { Button } from './Button';

type ModalFormActionsProps = {
  /** The id of the form in the dialog's body: the submit button sits in the footer, outside it. */
  formId: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
};

/** Cancel and submit in a form dialog's footer; Cancel is disabled while the form is being sent. */
export function ModalFormActions({ formId, submitLabel, pending, onCancel }: ModalFormActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={pending}>
        {submitLabel}
      </Button>
    </>
  );
}
