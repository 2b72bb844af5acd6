import { TAX_REGIME_KINDS, type TaxDeclaration, type TaxRegimeKind } from '@hrms/contracts/tax-year';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { regimeLabel, useStatute } from '@/features/statute';
import { errorMessage } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSaveTaxDeclaration, useTaxComparison } from '../api';
import { regimeRequest } from '../declarationForm';
import { type TaxSubject, whose } from '../subject';
import { RegimeComparison } from './RegimeComparison';

type RegimeSectionProps = { declaration: TaxDeclaration; subject: TaxSubject };

/**
 * The regime for the year (s.115BAC(1A): new unless the employee opts out): the choice, its cut-off, both
 * regimes compared on the employee's own figures, and the change, confirmed. Locked after the cut-off.
 */
export function RegimeSection({ declaration, subject }: RegimeSectionProps) {
  const { employee_id: employeeId, financial_year: fy, regime, regime_locked: locked } = declaration;
  const statute = useStatute(fy).data;
  const comparison = useTaxComparison(employeeId, fy);
  const save = useSaveTaxDeclaration(employeeId, fy);
  const [choice, setChoice] = useState<TaxRegimeKind>(regime);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const cutOff = declaration.settings.regime_choice_until;

  function confirm() {
    save.mutate(regimeRequest(declaration, choice), {
      onSuccess: ({ message }) => {
        setConfirming(false);
        setSaved(message);
      },
      onError: () => setConfirming(false),
    });
  }

  return (
    <SectionCard
      title="Tax regime"
      description={
        cutOff
          ? `The regime can be changed until ${formatDate(cutOff)}.`
          : 'HR has set no cut-off for this year: the regime can be changed for now.'
      }
    >
      <p className="text-sm text-slate-700">
        Current choice: <strong>{regimeLabel(regime, statute)}</strong>
        {declaration.regime_chosen_at
          ? ` — chosen ${formatDateTime(declaration.regime_chosen_at)}.`
          : ' — the default; nobody has chosen yet.'}
      </p>

      <QueryFrame
        query={comparison}
        failure="Failed to compare the regimes"
        loadingLabel="Comparing the regimes..."
      >
        {(data) => <RegimeComparison comparison={data} subject={subject} />}
      </QueryFrame>

      <SuccessBanner message={saved} onDismiss={() => setSaved(null)} />
      <ErrorBanner
        message={save.isError ? errorMessage(save.error, 'Failed to change the regime') : null}
        onDismiss={save.reset}
      />

      <fieldset
        className="space-y-3"
        disabled={locked}
        aria-describedby={locked ? 'regime-locked' : undefined}
      >
        <legend className="text-sm font-semibold text-slate-700">Regime for FY {fy}</legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
          {TAX_REGIME_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="regime"
                value={kind}
                checked={choice === kind}
                onChange={() => {
                  setChoice(kind);
                  setSaved(null);
                }}
                className="size-4 accent-indigo-600"
              />
              {regimeLabel(kind, statute)}
            </label>
          ))}
        </div>
        {locked ? (
          <p id="regime-locked" className="flex items-center gap-2 text-sm text-slate-600">
            <Lock aria-hidden="true" className="size-4" />
            The cut-off{cutOff ? ` (${formatDate(cutOff)})` : ''} has passed: {whose(subject)} regime for this
            year can no longer be changed.
          </p>
        ) : null}
        <Button
          disabled={locked || choice === regime}
          loading={save.isPending}
          onClick={() => setConfirming(true)}
        >
          Save regime
        </Button>
      </fieldset>

      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={`Switch to the ${choice} regime?`}
        message={`TDS for the rest of FY ${fy} will be worked out under the ${choice} regime${
          cutOff ? `; it can be changed again until ${formatDate(cutOff)}` : ''
        }.`}
        confirmLabel="Switch regime"
        pendingLabel="Switching..."
        pending={save.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
