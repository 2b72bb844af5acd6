import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { RequestDetail } from '@/components/requests/RequestDetail';
import { DetailItem } from '@/components/ui/DetailList';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SectionCard } from '@/components/ui/SectionCard';
import { periodLabel } from '@/features/approvals';
import { shiftOptionLabel } from '@/features/shifts';
import { recordIdOf } from '@/lib/listParams';
import { employeeOptionLabel, personName } from '@/lib/personName';
import { useRequestRecord } from '@/lib/requestHooks';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { shiftChanges } from '../api';
import { AnswerButtons } from '../components/AnswerButtons';
import { DaysTable } from '../components/DaysTable';
import {
  useCancelShiftChange,
  useShiftChangeDecisions,
  useSwapAnswers,
} from '../components/useShiftChangeActions';
import {
  answerable,
  beforeChain,
  cancellable,
  colleagueAnswer,
  KIND_LABELS,
  SHIFT_CHANGE_PATHS,
  shiftChangeStanding,
  spanLabel,
} from '../labels';
import { calendarDays } from '../requestForm';

type TrailSlot = ComponentType<{ requestType: 'shift_change'; requestId: number }>;

const standing = (request: ShiftChangeRequest) =>
  shiftChangeStanding(request) ?? 'Cancelled by the requester';

/**
 * /attendance/shift-changes/{id} (where the approvals inbox links to): what the request asks, day by day,
 * a swap's colleague and their answer, where it stands and its chain's levels (`ApprovalTrail`, handed in
 * by the route); the colleague's Accept and Decline while the swap waits for them, the requester's Cancel
 * until it is decided, and HR's outright Approve and Reject while it is pending.
 */
export function ShiftChangePage({ ApprovalTrail }: { ApprovalTrail: TrailSlot }) {
  const id = recordIdOf(useParams().id);
  const { user } = useSession();
  const canApprove = useCan('approve-attendance');
  const hr = useShiftChangeDecisions();
  const answers = useSwapAnswers();
  const decisions = {
    ...hr,
    banners: (
      <>
        {hr.banners}
        {answers.banners}
      </>
    ),
    dialogs: (
      <>
        {hr.dialogs}
        {answers.dialog}
      </>
    ),
  };
  return (
    <RecordLoader
      query={useRequestRecord<ShiftChangeRequest>(shiftChanges, id)}
      validId={id !== null}
      title="Shift Change Request"
      notFoundTitle="Shift change request not found"
      notFoundMessage="The shift change request does not exist, or it is not one you may see."
      backTo={SHIFT_CHANGE_PATHS.mine}
      backLabel="Back to Shift Changes"
      errorFallback="Failed to load the shift change request"
      loadingLabel="Loading the shift change request..."
    >
      {(request) => {
        const asked = request.swap_with !== null && request.swap_with.id === user?.employee?.id;
        return (
          <RequestDetail
            request={request}
            title="Shift Change Request"
            summary={`${KIND_LABELS[request.kind]} for ${personName(request.employee)}`}
            mine={SHIFT_CHANGE_PATHS.mine}
            // The colleague asked comes from (and goes back to) the swaps asked of them.
            team={asked ? SHIFT_CHANGE_PATHS.swaps : SHIFT_CHANGE_PATHS.team}
            canDecide={canApprove}
            decisions={decisions}
            useCancel={useCancelShiftChange}
            standing={standing}
            cancellable={cancellable}
            actions={
              answerable(request, user?.employee?.id) ? (
                <AnswerButtons
                  request={request}
                  size="md"
                  busy={answers.busyId === request.id}
                  onAccept={answers.accept}
                  onDecline={answers.decline}
                />
              ) : null
            }
            trail={
              <Trail request={request} asked={asked} canApprove={canApprove} ApprovalTrail={ApprovalTrail} />
            }
            after={<DaysTable request={request} />}
          >
            <DetailItem label="Kind">{KIND_LABELS[request.kind]}</DetailItem>
            <DetailItem label="Dates">
              {`${periodLabel(request.from_date, request.to_date)} (${spanLabel(calendarDays(request.from_date, request.to_date))})`}
            </DetailItem>
            {request.kind === 'change' ? (
              <DetailItem label="Shift asked for">
                {request.shift ? shiftOptionLabel(request.shift) : null}
              </DetailItem>
            ) : (
              <>
                <DetailItem label="Swap with">
                  {request.swap_with ? employeeOptionLabel(request.swap_with) : null}
                </DetailItem>
                <DetailItem label="Colleague’s answer">{colleagueAnswer(request)}</DetailItem>
              </>
            )}
          </RequestDetail>
        );
      }}
    </RecordLoader>
  );
}

/**
 * "Approval": the levels of the requester's chain once the request is in it; before (a swap waiting for its
 * colleague) or never (declined), why there are none. The colleague asked sees where it stands on the page
 * but not the levels, which show to the requester and the approvers.
 */
function Trail({
  request,
  asked,
  canApprove,
  ApprovalTrail,
}: {
  request: ShiftChangeRequest;
  asked: boolean;
  canApprove: boolean;
  ApprovalTrail: TrailSlot;
}) {
  const note =
    beforeChain(request) ??
    (asked && !canApprove ? 'Its approval levels show to the requester and the approvers.' : null);
  if (note === null) return <ApprovalTrail requestType="shift_change" requestId={request.id} />;
  return (
    <SectionCard title="Approval">
      <p className="text-sm text-slate-500">{note}</p>
    </SectionCard>
  );
}
