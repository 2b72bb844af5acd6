import { employeePrefill, type JobApplication } from '@hrms/contracts/recruitment';
import { UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { actionLink } from '@/components/ui/links';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useChangeApplicationStatus, useScheduleInterview } from '../api';
import type { ApplicationAction } from '../labels';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';

const STATUS_FAILED = 'Failed to update application status';

/** Rejecting and hiring are final (spec 3 §4): both are confirmed first. */
const FINAL_STEPS = {
  rejected: {
    title: 'Reject Application',
    question: (name: string) => `Reject ${name}’s application? A rejected application cannot be moved again.`,
    confirm: 'Reject',
    pending: 'Rejecting...',
    tone: 'danger',
  },
  hired: {
    title: 'Hire Applicant',
    question: (name: string) => `Hire ${name}? A hired application cannot be moved again.`,
    confirm: 'Hire',
    pending: 'Hiring...',
    tone: 'primary',
  },
} as const;

type Target = { action: ApplicationAction; application: JobApplication } | null;

/**
 * The status buttons of an application row: Screen and Shortlist at once, Reject and Hire after a
 * confirmation, Interview through the scheduling prompt. After a hire, users who may create employees
 * are offered the employee form, filled in from the application.
 */
export function useApplicationActions() {
  const canCreateEmployees = useCan('create-employees');
  const change = useChangeApplicationStatus();
  const schedule = useScheduleInterview();
  const [target, setTarget] = useState<Target>(null);
  const [done, setDone] = useState<ReactNode>(null);

  const close = () => setTarget(null);

  function moved(message: string, application: JobApplication) {
    setDone(
      application.status === 'hired' && canCreateEmployees ? (
        <>
          {message}{' '}
          <Link
            to="/employees/create"
            // The application's id goes along: the employee is linked to it and their onboarding starts.
            state={{ prefill: { ...employeePrefill(application), job_application_id: application.id } }}
            className={`${actionLink} text-emerald-800! underline`}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            Create employee record for {personName(application)}
          </Link>
        </>
      ) : (
        message
      ),
    );
  }

  function changeStatus(application: JobApplication, status: string) {
    change.mutate(
      { id: application.id, status },
      { onSuccess: (answer) => moved(answer.message, answer.job_application), onSettled: close },
    );
  }

  function act(application: JobApplication, action: ApplicationAction) {
    setDone(null);
    change.reset();
    schedule.reset();
    if (action.to === 'screening' || action.to === 'shortlisted') changeStatus(application, action.to);
    setTarget({ action, application });
  }

  const banners = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={change.isError ? errorMessage(change.error, STATUS_FAILED) : null}
        onDismiss={change.reset}
      />
    </>
  );

  const finalStep =
    target?.action.to === 'rejected' || target?.action.to === 'hired' ? FINAL_STEPS[target.action.to] : null;
  const name = target ? personName(target.application) : '';

  const dialogs = (
    <>
      <ConfirmDialog
        open={finalStep !== null}
        title={finalStep?.title ?? ''}
        message={finalStep?.question(name) ?? ''}
        confirmLabel={finalStep?.confirm}
        pendingLabel={finalStep?.pending}
        tone={finalStep?.tone}
        pending={change.isPending}
        onCancel={close}
        onConfirm={() => target && changeStatus(target.application, target.action.to)}
      />
      {target?.action.to === 'interview' ? (
        <ScheduleInterviewDialog
          applicant={name}
          pending={schedule.isPending}
          failure={schedule.error}
          onCancel={close}
          onSchedule={(body) =>
            schedule.mutate(
              { id: target.application.id, body },
              {
                onSuccess: (answer) => {
                  moved(answer.message, answer.job_application);
                  close();
                },
              },
            )
          }
        />
      ) : null}
    </>
  );

  return {
    act,
    /** The id of the application a change is running for, to disable its buttons. */
    busyId: change.isPending || schedule.isPending ? (target?.application.id ?? null) : null,
    banners,
    dialogs,
  };
}
