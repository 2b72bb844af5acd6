import type { InterviewRequest } from '@hrms/contracts/recruitment';
import { CalendarPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { Modal } from '../../../components/ui/Modal';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError, errorMessage } from '../../../lib/api';
import { INTERVIEW_FORMAT, readInterviewInput } from '../interview';

type ScheduleInterviewDialogProps = {
  applicant: string;
  pending: boolean;
  /** The failed scheduling, if any: a message about the date goes under it, any other in a banner. */
  failure: unknown;
  onCancel: () => void;
  onSchedule: (body: InterviewRequest) => void;
};

/**
 * The interview prompt (spec 3 §4): a date and time typed as YYYY-MM-DD HH:MM (India time) and
 * optional notes. The date is checked as typed; the server checks it again. Rendered only while
 * open, so each opening starts empty.
 */
export function ScheduleInterviewDialog({
  applicant,
  pending,
  failure,
  onCancel,
  onSchedule,
}: ScheduleInterviewDialogProps) {
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const dateFailure = failure instanceof ApiError ? failure.errors?.interview_date?.[0] : undefined;
  const otherFailure = failure && !dateFailure ? errorMessage(failure, 'Failed to schedule interview') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = readInterviewInput(date);
    setProblem(input.error);
    if (input.value) onSchedule({ interview_date: input.value, notes: notes.trim() || null });
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
        <TextField
          label="Interview Date and Time"
          required
          autoComplete="off"
          placeholder={INTERVIEW_FORMAT}
          hint={`As ${INTERVIEW_FORMAT}, e.g. 2026-04-15 14:30.`}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={problem ?? dateFailure}
        />
        <TextAreaField
          label="Notes"
          rows={3}
          maxLength={5000}
          placeholder="Panel, video link or venue (optional)"
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
