import type { UseMutationResult } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api';
import { flashState } from '@/lib/flash';
import type { Crumb } from './Breadcrumbs';
import { ButtonLink } from './Button';
import { DeleteButton } from './DeleteButton';
import { ErrorBanner } from './ErrorBanner';
import { FlashBanner } from './FlashBanner';
import { PageHeader } from './PageHeader';

/** Deleting the record from its page, then going back to its list with the server's message. */
type RecordDeletion = {
  /** "branch", "salary component": the confirmation asks "Delete branch?". */
  thing: string;
  record: { id: number; name: string };
  /** What the deletion leaves as it is, for the confirmation. */
  note?: string;
  mutation: UseMutationResult<{ message: string }, Error, number>;
  /** The list shown after the delete. */
  returnTo: string;
  /** Replace the deleted record's page in the history, so Back does not return to it. */
  replace?: boolean;
  /** The banner text should the delete fail without a message of the server's. */
  failureFallback: string;
};

type RecordPageHeaderProps = {
  title: string;
  description: ReactNode;
  backTo: string;
  backLabel: string;
  /** Links to the record's related pages, shown after Back. */
  links?: ReactNode;
  /** Delete, for users who may. */
  deletion?: RecordDeletion | null;
  /** The record's edit page, for users who may edit it. */
  editTo?: string | null;
  /** The trail from the record's list to it, above the title. */
  breadcrumbs?: readonly Crumb[];
};

/**
 * The head of a record's detail page: Back, related pages, Delete and Edit, then the flash of the
 * last change and the failure of a delete.
 */
export function RecordPageHeader({
  title,
  description,
  backTo,
  backLabel,
  links,
  deletion,
  editTo,
  breadcrumbs,
}: RecordPageHeaderProps) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            <ButtonLink to={backTo} variant="secondary" icon={ArrowLeft}>
              {backLabel}
            </ButtonLink>
            {links}
            {deletion ? (
              <DeleteButton
                thing={deletion.thing}
                name={deletion.record.name}
                note={deletion.note}
                pending={deletion.mutation.isPending}
                onConfirm={() =>
                  deletion.mutation.mutate(deletion.record.id, {
                    onSuccess: ({ message }) =>
                      navigate(deletion.returnTo, { replace: deletion.replace, state: flashState(message) }),
                  })
                }
              />
            ) : null}
            {editTo ? (
              <ButtonLink to={editTo} icon={Pencil}>
                Edit
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="mb-6 space-y-4 empty:hidden">
        <FlashBanner />
        {deletion ? (
          <ErrorBanner
            message={
              deletion.mutation.isError
                ? errorMessage(deletion.mutation.error, deletion.failureFallback)
                : null
            }
            onDismiss={deletion.mutation.reset}
          />
        ) : null}
      </div>
    </>
  );
}
