import type { InterviewRequest } from '@hrms/contracts/recruitment';
import { CalendarPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Modal } from '@/components/ui/Modal';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TimeField } from '@/components/ui/TimeField';
import { ApiError, errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { type InterviewField, readInterviewPickers } from '../interview';

type ScheduleInterviewDialogProps = {
  applicant: string;
  pending: boolean;
  /** The failed scheduling, if any: a message about the date goes under it, any other in a banner. */
  failure: unknown;
  onCancel: () => void;
  onSchedule: (body: InterviewRequest) => void;
};

/**
 * The interview prompt (spec 3 §4): a date picker and a time picker (India time, sent to the API as
 * "YYYY-MM-DD HH:MM") and optional notes. The choice is checked before sending; the server checks it
 * again. Rendered only while open, so each opening starts empty.
 */
export function ScheduleInterviewDialog({
  applicant,
  pending,
  failure,
  onCancel,
  onSchedule,
}: ScheduleInterviewDialogProps) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<{ field: InterviewField; message: string } | null>(null);

  const dateFailure = failure instanceof ApiError ? failure.errors?.interview_date?.[0] : undefined;
  const otherFailure = failure && !dateFailure ? errorMessage(failure, 'Failed to schedule interview') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = readInterviewPickers(date, time);
    setProblem(input.value === null ? { field: input.field, message: input.error } : null);
    if (input.value !== null) onSchedule({ interview_date: input.value, notes: notes.trim() || null });
  }

  return (
    <Modal
      open
      onClose={onCancel}
      title="Schedule Interview"
      description={`An interview with ${applicant}. Times are India Standard Time.`}
      dismissible={!pending}
    >
      <form onSubmit={submit} noValidate aria-label="Schedule Interview" className="space-y-4">
        <ErrorBanner message={otherFailure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label="Interview Date"
            required
            min={todayISO()}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={problem?.field === 'date' ? problem.message : dateFailure}
          />
          <TimeField
            label="Interview Time"
            required
            hint="India Standard Time (IST)"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            error={problem?.field === 'time' ? problem.message : undefined}
          />
        </div>
        <TextAreaField
          label="Notes"
          rows={3}
          maxLength={5000}
          placeholder="Panel, video link or venue (optional)"
          hint="The applicant receives these notes with the invitation."
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" icon={CalendarPlus} loading={pending}>
            {pending ? 'Scheduling...' : 'Schedule Interview'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
