import { Download, FileText } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { sectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { formatDate, formatINR } from '@/lib/format';
import { useSession } from '@/lib/session';
import { STATEMENT_FAILED, useDownloadStatement, useEmployeeSettlement } from '../settlementApi';
import { statementFilename } from '../settlementLabels';

/**
 * The signed-in employee's own full and final settlement on their payroll page, once it is approved or paid:
 * "Full and final settlement — Download statement". Nothing shows while there is none (or only a draft).
 */
export function MySettlementCard() {
  const { user } = useSession();
  const employeeId = user?.employee_id ?? null;
  const query = useEmployeeSettlement(employeeId);
  const download = useDownloadStatement();
  const settlement = query.data?.final_settlement;
  if (!settlement || settlement.status === 'draft') return null;
  return (
    <section
      aria-label="Full and final settlement"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
        <div>
          <h2 className={sectionTitle}>Full and final settlement</h2>
          <p className="text-sm text-slate-600">
            Last working day {formatDate(settlement.last_working_day)} · net payable{' '}
            {formatINR(settlement.net_payable)} · {settlement.status}
          </p>
          <ErrorBanner
            className="mt-2"
            message={download.isError ? errorMessage(download.error, STATEMENT_FAILED) : null}
            onDismiss={download.reset}
          />
        </div>
      </div>
      <Button
        variant="secondary"
        icon={Download}
        loading={download.isPending}
        onClick={() =>
          download.mutate(settlement.id, {
            onSuccess: (file) =>
              saveFile(file.blob, file.filename ?? statementFilename(settlement.employee.employee_id)),
          })
        }
      >
        Download statement
      </Button>
    </section>
  );
}
