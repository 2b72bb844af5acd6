import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextField } from '@/components/ui/TextField';
import { EmployeePicker } from '@/features/employees';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formatDate } from '@/lib/format';
import { punchCount } from '../labels';
import { MATCH_FIELDS, matchForm } from '../matchForm';
import { type MatchAnswer, type UnmatchedDeviceUser, useMatchDeviceUser } from '../punchesApi';

const FORM_ID = 'device-user-match-form';

/**
 * Match a device user id to an employee: one already punching (its punches so far then count for the
 * employee), or, with `deviceUser` null, an id enrolled on a device before its first punch.
 */
export function MatchDialog({
  deviceUser,
  onClose,
  onMatched,
}: {
  deviceUser: UnmatchedDeviceUser | null;
  onClose: () => void;
  onMatched: (answer: MatchAnswer) => void;
}) {
  const match = useMatchDeviceUser();
  // A known id is not a box here: a message on it shows in the banner.
  const fields = deviceUser ? ['employee_id'] : MATCH_FIELDS;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(matchForm),
    defaultValues: { device_user_id: deviceUser?.device_user_id ?? '', employee_id: '' },
  });

  const onSubmit = handleSubmit((body) =>
    match.mutate(body, {
      onSuccess: onMatched,
      onError: (error) => applyServerErrors(setError, error, { fields }),
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title={deviceUser ? `Match device user ${deviceUser.device_user_id}` : 'Match a device user'}
      description={
        deviceUser
          ? `Its ${punchCount(deviceUser.punches)} so far (${formatDate(deviceUser.first_at)} to ${formatDate(deviceUser.last_at)}) then count for the employee, and so do its later ones.`
          : 'The punches of this id then count for the employee, from its first punch on.'
      }
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={match}
      fields={fields}
      failure="Failed to match the device user"
      submitLabel="Match"
      pendingLabel="Matching..."
    >
      {deviceUser ? null : (
        <TextField
          label="Device user id"
          required
          maxLength={30}
          autoComplete="off"
          spellCheck={false}
          hint="The user id (PIN) the employee is enrolled under on the device."
          error={errors.device_user_id?.message}
          {...register('device_user_id')}
        />
      )}
      <EmployeePicker control={control} name="employee_id" error={errors.employee_id?.message} />
    </FormDialog>
  );
}
