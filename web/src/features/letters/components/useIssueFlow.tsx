import { useState } from 'react';
import { type Outcome, OutcomeBanners } from '@/components/ui/OutcomeBanners';
import type { ChosenEmployee } from '@/features/employees';
import { formatNumber } from '@/lib/format';
import { IssueLettersDialog } from './IssueLettersDialog';

/**
 * A screen's "Issue letters": the dialog (for the company's templates, and the employee when the screen is
 * theirs) while open, and once it is done the banners of what was issued and of each employee who was not,
 * with why. Opening it again clears the last outcome.
 */
export function useIssueFlow(companyId: number | null, employee?: ChosenEmployee) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return {
    start: () => {
      setOutcome(null);
      setOpen(true);
    },
    banners: (
      <OutcomeBanners
        outcome={outcome}
        failedTitle={(n) => `Not issued: ${formatNumber(n)} ${n === 1 ? 'employee' : 'employees'}`}
        onChange={setOutcome}
      />
    ),
    dialog: open ? (
      <IssueLettersDialog
        companyId={companyId}
        employee={employee}
        onClose={() => setOpen(false)}
        onIssued={(done) => {
          setOpen(false);
          setOutcome(done);
        }}
      />
    ) : null,
  };
}
