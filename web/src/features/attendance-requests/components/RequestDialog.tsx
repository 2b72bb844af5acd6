import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { FormDialog } from '@/components/ui/FormDialog';
import { RadioFieldset } from '@/components/ui/RadioFieldset';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TimeField } from '@/components/ui/TimeField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { endFollowsStart } from '@/lib/endFollowsStart';
import { useCreateAttendanceRequest } from '../api';
import { TYPE_CHOICES } from '../labels';
import { NEW_REQUEST, REQUEST_FIELDS, requestForm, timesRequired } from '../requestForm';

const FORM_ID = 'attendance-request-form';

/**
 * "New request": a regularisation, on duty or work from home for a day or a range, with the day's times (a
 * regularisation's are required) and a reason. The server's refusals, a month's limit among them, show under
 * their boxes.
 */
export function RequestDialog({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const create = useCreateAttendanceRequest();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(requestForm), defaultValues: NEW_REQUEST });
  const type = useWatch({ control, name: 'type' });
  const required = timesRequired(type);

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => onSent(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields: REQUEST_FIELDS }),
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title="New attendance request"
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={create}
      fields={REQUEST_FIELDS}
      failure="Failed to send the request"
      submitLabel="Send request"
      pendingLabel="Sending..."
    >
      <RadioFieldset
        legend="Type"
        choices={TYPE_CHOICES}
        field={register('type')}
        error={errors.type?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="From"
          required
          error={errors.from_date?.message}
          {...register('from_date', endFollowsStart({ getValues, setValue }))}
        />
        <DateField label="To" required error={errors.to_date?.message} {...register('to_date')} />
        <TimeField
          label={required ? 'Clock in' : 'Clock in (optional)'}
          required={required}
          error={errors.clock_in?.message}
          {...register('clock_in')}
        />
        <TimeField
          label={required ? 'Clock out' : 'Clock out (optional)'}
          required={required}
          error={errors.clock_out?.message}
          {...register('clock_out')}
        />
      </div>
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={500}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
