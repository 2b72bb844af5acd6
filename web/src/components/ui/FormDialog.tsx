import type { FormEventHandler, ReactNode } from 'react';
import { formFailure } from '@/lib/formFailure';
import { ErrorBanner } from './ErrorBanner';
import { Modal } from './Modal';
import { ModalFormActions } from './ModalFormActions';

type FormDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  onClose: () => void;
  /** The form's id: the footer's submit button sends it from outside the form. */
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the form sends: while pending the dialog stays open and Cancel waits; its failure shows on top. */
  mutation: { isPending: boolean; error: unknown; reset: () => void };
  /** The fields the form shows, whose 422 messages go under them (formFailure). */
  fields: readonly string[] | ((field: string) => boolean);
  /** The banner's text when the failure says nothing of its own ("Failed to assign the roster"). */
  failure: string;
  submitLabel: string;
  /** The submit button's label while sending ("Saving..."). */
  pendingLabel: string;
  /** The form's accessible name (aria-label), for a form found by its name. */
  formLabel?: string;
  children: ReactNode;
};

/**
 * A dialog holding one form that a mutation sends: the title, the form's failure banner over its fields,
 * and Cancel and submit in the footer. The fields and their errors are the caller's.
 */
export function FormDialog({
  title,
  description,
  size,
  onClose,
  formId,
  onSubmit,
  mutation,
  fields,
  failure,
  submitLabel,
  pendingLabel,
  formLabel,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      dismissible={!mutation.isPending}
      footer={
        <ModalFormActions
          formId={formId}
          submitLabel={mutation.isPending ? pendingLabel : submitLabel}
          pending={mutation.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={formLabel} className="space-y-4">
        <ErrorBanner message={formFailure(mutation.error, fields, failure)} onDismiss={mutation.reset} />
        {children}
      </form>
    </Modal>
  );
}
