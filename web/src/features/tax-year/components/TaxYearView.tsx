import { QueryFrame } from '@/components/ui/QueryFrame';
import { type PageSection, SectionTabs, useSection } from '@/components/ui/SectionTabs';
import { useStatute } from '@/features/statute';
import { useTaxDeclaration } from '../api';
import type { TaxSubject } from '../subject';
import { DeclarationFormsSection } from './DeclarationFormsSection';
import { DeclarationsForm } from './DeclarationsForm';
import { Form16Section } from './Form16Section';
import { ProofsSection } from './ProofsSection';
import { RegimeSection } from './RegimeSection';
import { TdsExplanation } from './TdsExplanation';

type TaxYearViewProps = {
  employeeId: number;
  financialYear: string;
  /** HR's view of someone's year: verification controls on each declaration. */
  verifying: boolean;
  /** The signed-in person is this employee. */
  ownRecord: boolean;
  /** The employee's name, for HR's view ("Priya Nair's figures"); null on one's own or until it loads. */
  employeeName?: string | null;
};

type Part = 'regime' | 'declarations' | 'proofs' | 'forms' | 'certificate';

/**
 * The year's parts, each at its own address (?section=proofs): the page was one 4,200 px scroll. The forms'
 * names are the year's statute's (Form 124 and Form 130 from 2026-27, Form 12BB and Form 16 before).
 */
function partsOf(forms: { claims: string; certificate: string } | undefined): PageSection<Part>[] {
  return [
    { key: 'regime', label: 'Regime and TDS' },
    { key: 'declarations', label: 'Declarations' },
    { key: 'proofs', label: 'Proofs' },
    { key: 'forms', label: forms?.claims ?? 'Forms' },
    { key: 'certificate', label: forms?.certificate ?? 'Certificate' },
  ];
}

/** One employee's income-tax year: regime, declarations, proofs, the TDS explained, the certificate. */
export function TaxYearView({
  employeeId,
  financialYear,
  verifying,
  ownRecord,
  employeeName = null,
}: TaxYearViewProps) {
  const declaration = useTaxDeclaration(employeeId, financialYear);
  const parts = partsOf(useStatute(financialYear).data?.forms);
  const part = useSection(parts);
  // Second person only to the employee; HR reads the same screens in the employee's name.
  const subject: TaxSubject = { self: ownRecord, name: employeeName };
  return (
    <QueryFrame
      query={declaration}
      failure="Failed to load the tax declaration"
      loadingLabel="Loading the tax year..."
      card
    >
      {(d) => (
        // Keyed by year and employee: a change of either starts the forms afresh from the saved figures.
        <SectionTabs label="Tax year sections" sections={parts} current={part}>
          <div key={`${employeeId}-${financialYear}`} className="space-y-6">
            {part === 'regime' ? (
              <>
                <RegimeSection declaration={d} subject={subject} />
                <TdsExplanation employeeId={employeeId} financialYear={financialYear} subject={subject} />
              </>
            ) : null}
            {part === 'declarations' ? <DeclarationsForm declaration={d} subject={subject} /> : null}
            {part === 'proofs' ? (
              <ProofsSection declaration={d} verifying={verifying} ownRecord={ownRecord} />
            ) : null}
            {part === 'forms' ? <DeclarationFormsSection declaration={d} subject={subject} /> : null}
            {part === 'certificate' ? (
              <Form16Section employeeId={employeeId} financialYear={financialYear} />
            ) : null}
          </div>
        </SectionTabs>
      )}
    </QueryFrame>
  );
}
