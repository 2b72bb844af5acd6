import { zodResolver } from '@hookform/resolvers/zod';
import type { AttendanceRecord } from '@hrms/contracts/attendance';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Modal } from '@/components/ui/Modal';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TimeField } from '@/components/ui/TimeField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formatDate } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { MONTH_NAMES } from '@/lib/months';
import { personName } from '@/lib/personName';
import { useCorrectAttendance } from '../api';
import {
  CORRECTION_FIELDS,
  type CorrectionPayload,
  correctionForm,
  correctionOf,
  dayRuleText,
  wallTime,
} from '../correction';
import { STATUS_OPTIONS } from '../labels';
import { REASON_MAX } from '../manualEntry';

const FORM_ID = 'edit-attendance-form';
const statusLabel = (status: string) => STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;
const shown = (time: string | null) => time || 'none';

/**
 * HR's correction of a day (manage-attendance): times in IST, an optional status and the reason. Saving asks
 * for confirmation first, saying what follows (pending approval again, the month's payroll recomputed).
 */
export function EditAttendanceModal({
  record,
  open,
  onClose,
  onSaved,
}: {
  record: AttendanceRecord;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const correct = useCorrectAttendance(record.id);
  const [confirming, setConfirming] = useState<CorrectionPayload | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(correctionForm),
    defaultValues: correctionOf(record),
    mode: 'onTouched',
  });

  function close() {
    if (correct.isPending) return;
    setConfirming(null);
    correct.reset();
    reset(correctionOf(record));
    onClose();
  }

  function save(payload: CorrectionPayload) {
    correct.mutate(payload, {
      onSuccess: (answer) => {
        setConfirming(null);
        reset(correctionOf(answer.attendance));
        onSaved(answer.message);
      },
      onError: (error) => {
        setConfirming(null);
        applyServerErrors(setError, error, { fields: CORRECTION_FIELDS });
      },
    });
  }

  const month = `${MONTH_NAMES[Number(record.attendance_date.slice(5, 7)) - 1]} ${record.attendance_date.slice(0, 4)}`;
  const rule = dayRuleText(record.shift);
  const title = confirming ? 'Save the correction?' : 'Edit Attendance';
  const footer = confirming ? (
    <>
      <Button variant="secondary" onClick={() => setConfirming(null)} disabled={correct.isPending}>
        Back
      </Button>
      <Button onClick={() => save(confirming)} loading={correct.isPending}>
        {correct.isPending ? 'Saving...' : 'Save Correction'}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={close}>
        Cancel
      </Button>
      <Button type="submit" form={FORM_ID}>
        Review Changes
      </Button>
    </>
  );

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={`${personName(record.employee)} on ${formatDate(record.attendance_date)}`}
      size="lg"
      role={confirming ? 'alertdialog' : 'dialog'}
      dismissible={!correct.isPending}
      footer={footer}
    >
      {confirming ? (
        <div className="space-y-3 text-sm text-slate-700">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-500">Clock in</dt>
            <dd>
              {shown(wallTime(record.clock_in))} → {confirming.clock_in}
            </dd>
            <dt className="text-slate-500">Clock out</dt>
            <dd>
              {shown(wallTime(record.clock_out))} → {shown(confirming.clock_out)}
            </dd>
            <dt className="text-slate-500">Status</dt>
            <dd>
              {statusLabel(record.status)} →{' '}
              {confirming.status ? statusLabel(confirming.status) : 'worked out from the times'}
            </dd>
          </dl>
          <p>
            The record goes back to pending approval, the change and its reason are kept in the audit trail,
            and an unapproved payroll run of {month} for this employee is recomputed.
          </p>
        </div>
      ) : (
        <form
          id={FORM_ID}
          onSubmit={handleSubmit((payload) => setConfirming(payload))}
          noValidate
          aria-label="Edit Attendance"
          className="space-y-4"
        >
          <ErrorBanner
            message={formFailure(correct.error, CORRECTION_FIELDS, 'Failed to update attendance')}
            onDismiss={correct.reset}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TimeField
              label="Clock In"
              required
              hint="India Standard Time."
              error={errors.clock_in?.message}
              {...register('clock_in')}
            />
            <TimeField
              label="Clock Out"
              hint="Leave empty while the day is still open."
              error={errors.clock_out?.message}
              {...register('clock_out')}
            />
            <SelectField
              label="Status"
              options={STATUS_OPTIONS}
              placeholder="Work it out from the times"
              hint={rule ?? undefined}
              containerClassName="sm:col-span-2"
              error={errors.status?.message}
              {...register('status')}
            />
            <TextAreaField
              label="Reason"
              required
              rows={3}
              maxLength={REASON_MAX}
              placeholder="Why the record is corrected (e.g. forgot to clock out)"
              containerClassName="sm:col-span-2"
              error={errors.reason?.message}
              {...register('reason')}
            />
          </div>
        </form>
      )}
    </Modal>
  );
}
