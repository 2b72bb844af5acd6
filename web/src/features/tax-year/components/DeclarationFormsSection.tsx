import type { TaxDeclaration } from '@hrms/contracts/tax-year';
import { Download, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useStatute } from '@/features/statute';
import { errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { useDownloadDeclarationForm, useSignClaimsForm } from '../api';
import { type TaxSubject, their, they, Whose, whose } from '../subject';

/**
 * The employee's own forms of the year: made from what they declared, the statement of claims (Form 124
 * from 2026-27, Form 12BB before), a draft until the employee signs it off here, and the previous
 * employment (Form 122 / 12B) when one is declared; made from payroll, the statement of perquisites (Form
 * 123 / 12BA), offered always — the server answers with a message when the year has none. Only the employee
 * signs; HR downloads.
 */
export function DeclarationFormsSection({
  declaration,
  subject,
}: {
  declaration: TaxDeclaration;
  subject: TaxSubject;
}) {
  const ownRecord = subject.self;
  const { employee_id: employeeId, financial_year: year } = declaration;
  const statute = useStatute(year).data;
  const download = useDownloadDeclarationForm(employeeId, year);
  const sign = useSignClaimsForm(employeeId, year);
  const [confirming, setConfirming] = useState(false);
  const [signedMessage, setSignedMessage] = useState<string | null>(null);
  const claims = statute?.forms.claims ?? 'Statement of claims';
  const previous = statute?.forms.previous_employment ?? 'Previous employment';
  const perquisites = statute?.forms.perquisites ?? 'Statement of perquisites';
  const saved = declaration.regime_chosen_at !== null || declaration.items.length > 0;
  const hasPrevious =
    declaration.previous_employment.salary > 0 ||
    declaration.previous_employment.tds > 0 ||
    declaration.previous_employment.employer_name !== null;
  const signedAt = declaration.form124_signed_at;
  const fetchForm = (form: 'form124' | 'form122' | 'form123', fallback: string) =>
    download.mutate(form, { onSuccess: (file) => saveFile(file.blob, file.filename ?? fallback) });

  return (
    <SectionCard
      title={`${claims}, ${previous} and ${perquisites}`}
      description={`${Whose(subject)} ${claims} lists what ${they(subject)} declared for ${statute?.year_label.toLowerCase() ?? year}, with ${their(subject)} landlords and lender, for the employer's records. It is a draft until ${they(subject)} sign it off; a later change to ${their(subject)} declarations reopens it. ${Whose(subject)} ${perquisites} lists the perquisites payroll valued, such as an interest-free or concessional loan.`}
    >
      <div className="space-y-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {signedAt ? (
            <Badge tone="green">Signed off {formatDateTime(signedAt)}</Badge>
          ) : (
            <Badge tone="yellow">Not signed off</Badge>
          )}
        </p>
        <ErrorBanner
          message={download.isError ? errorMessage(download.error, 'Failed to download the form') : null}
          onDismiss={download.reset}
        />
        <ErrorBanner
          message={sign.isError ? errorMessage(sign.error, 'Failed to sign off') : null}
          onDismiss={sign.reset}
        />
        <SuccessBanner message={signedMessage} onDismiss={() => setSignedMessage(null)} />
        <div className="flex flex-wrap gap-3">
          {saved ? (
            <>
              <Button
                variant="secondary"
                icon={Download}
                loading={download.isPending && download.variables === 'form124'}
                onClick={() => fetchForm('form124', `${claims}-${year}.pdf`)}
              >
                Download {claims}
              </Button>
              {ownRecord && !signedAt ? (
                <Button icon={PenLine} onClick={() => setConfirming(true)}>
                  Sign off {claims}
                </Button>
              ) : null}
              {hasPrevious ? (
                <Button
                  variant="secondary"
                  icon={Download}
                  loading={download.isPending && download.variables === 'form122'}
                  onClick={() => fetchForm('form122', `${previous}-${year}.pdf`)}
                >
                  Download {previous}
                </Button>
              ) : null}
            </>
          ) : null}
          <Button
            variant="secondary"
            icon={Download}
            loading={download.isPending && download.variables === 'form123'}
            onClick={() => fetchForm('form123', `${perquisites}-${year}.pdf`)}
          >
            Download {perquisites}
          </Button>
        </div>
        {saved ? null : (
          <p className="text-sm text-slate-500">
            Save {whose(subject)} declarations first: {claims} and {previous} are made from them.
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Sign off ${claims}?`}
        message="You confirm that what you declared, your landlords and your lender are complete and correct. If you change your declarations later, you sign again."
        confirmLabel="Sign off"
        pendingLabel="Signing off..."
        tone="primary"
        pending={sign.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          sign.mutate(undefined, {
            onSuccess: ({ message }) => {
              setSignedMessage(message);
              setConfirming(false);
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </SectionCard>
  );
}
