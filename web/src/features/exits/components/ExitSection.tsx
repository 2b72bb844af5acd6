import type { EmployeeListItem } from '@hrms/contracts/employees';
import { LogOut, Pencil, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useWithdrawExit } from '../api';
import { daysToGo, exitTypeLabel } from '../exitForm';
import { useEmployeeSettlement } from '../settlementApi';
import { ExitFormModal } from './ExitFormModal';
import { SettlementDue } from './SettlementDue';

/**
 * The employee page's exit: what is recorded (notice date, last working day, type, reason), and for
 * manage-exits recording, changing or withdrawing it. Hidden from others while no exit is recorded.
 */
export function ExitSection({ employee: e }: { employee: EmployeeListItem }) {
  const canManage = useCan('manage-exits');
  const today = useMemo(() => todayISO(), []);
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const withdraw = useWithdrawExit(e.id);
  const lwd = e.last_working_day;
  if (!lwd && !canManage) return null;

  return (
    <SectionCard
      title="Exit"
      description={lwd ? undefined : 'No exit is recorded.'}
      actions={
        canManage ? (
          <div className="flex flex-wrap gap-2">
            {lwd ? (
              <Button size="sm" variant="secondary" icon={Undo2} onClick={() => setWithdrawing(true)}>
                Withdraw
              </Button>
            ) : null}
            <Button size="sm" icon={lwd ? Pencil : LogOut} onClick={() => setEditing(true)}>
              {lwd ? 'Change exit' : 'Record exit'}
            </Button>
          </div>
        ) : null
      }
    >
      <SuccessBanner message={flash} onDismiss={() => setFlash(null)} />
      <ErrorBanner
        message={withdraw.isError ? errorMessage(withdraw.error, 'Failed to withdraw the exit') : null}
        onDismiss={withdraw.reset}
      />
      {lwd ? (
        <DetailList columns={1}>
          <DetailItem label="Last Working Day">
            <span className="flex flex-wrap items-center gap-2">
              {formatDate(lwd)}
              <Badge tone={lwd < today ? 'gray' : 'yellow'}>{daysToGo(lwd, today)}</Badge>
            </span>
          </DetailItem>
          <DetailItem label="Settlement Due By">
            <DueBy employee={e} today={today} />
          </DetailItem>
          <DetailItem label="Notice Date">{e.notice_date ? formatDate(e.notice_date) : null}</DetailItem>
          <DetailItem label="Exit Type">{exitTypeLabel(e.exit_type)}</DetailItem>
          <DetailItem label="Reason">
            <span className="whitespace-pre-line break-words">{e.exit_reason}</span>
          </DetailItem>
        </DetailList>
      ) : null}
      {editing ? (
        <ExitFormModal
          employee={e}
          onClose={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            setFlash(message);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing}
        title="Withdraw exit?"
        message={`${personName(e)}'s exit (last working day ${lwd ? formatDate(lwd) : ''}) will be withdrawn; they stay on as before.`}
        confirmLabel="Withdraw exit"
        pendingLabel="Withdrawing..."
        pending={withdraw.isPending}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: (answer) => {
              setWithdrawing(false);
              setFlash(answer.message);
            },
            onError: () => setWithdrawing(false),
          })
        }
      />
    </SectionCard>
  );
}

/** The settlement's due day, overdue once it has passed with no paid settlement (read for settlement holders). */
function DueBy({ employee, today }: { employee: EmployeeListItem; today: string }) {
  const canSee = useCan('manage-final-settlements');
  const settlement = useEmployeeSettlement(canSee && employee.settlement_due_on ? employee.id : null);
  const status = settlement.data?.final_settlement?.status ?? null;
  const due = employee.settlement_due_on;
  const overdue = canSee && settlement.isSuccess && due !== null && due < today && status !== 'paid';
  return <SettlementDue dueOn={due} overdue={overdue} />;
}
