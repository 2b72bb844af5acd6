import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { FormDialog } from '@/components/ui/FormDialog';
import { SearchSelectControl } from '@/components/ui/SearchSelectControl';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { employeeOptionLabel } from '@/lib/personName';
import { useAddDelegation, useColleagues } from '../api';
import { DELEGATION_FIELDS, delegationForm, newDelegation } from '../delegationForm';

const FORM_ID = 'approval-delegation-form';

/** Add a delegation: while the caller is away (from and to), the chosen colleague decides for them. */
export function DelegationDialog({
  employeeId,
  onClose,
  onSaved,
}: {
  /** The caller's own employee record, left out of the colleagues. */
  employeeId: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const add = useAddDelegation();
  const [search, setSearch] = useState('');
  const colleagues = useColleagues(search);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(delegationForm), defaultValues: newDelegation(todayISO()) });

  const onSubmit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields: DELEGATION_FIELDS }),
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title="Delegate while away"
      description="While you are away, the colleague you choose decides the requests that wait for you."
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={add}
      fields={DELEGATION_FIELDS}
      failure="Failed to add the delegation"
      submitLabel="Add delegation"
      pendingLabel="Saving..."
    >
      <SearchSelectControl
        control={control}
        name="delegate_id"
        error={errors.delegate_id?.message}
        searchLabel="Find a colleague"
        search={search}
        onSearch={setSearch}
        label="Who decides for you"
        loadingPlaceholder="Loading colleagues..."
        placeholder="Select a colleague"
        matches={colleagues}
        optionLabel={employeeOptionLabel}
        leaveOut={employeeId}
        failure="Failed to load your colleagues"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Away from" required error={errors.from_date?.message} {...register('from_date')} />
        <DateField label="Away until" required error={errors.to_date?.message} {...register('to_date')} />
      </div>
    </FormDialog>
  );
}
