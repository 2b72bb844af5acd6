import { QueryFrame } from '@/components/ui/QueryFrame';
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

/** One employee's income-tax year: regime, declarations, proofs, the TDS explained, the certificate. */
export function TaxYearView({
  employeeId,
  financialYear,
  verifying,
  ownRecord,
  employeeName = null,
}: TaxYearViewProps) {
  const declaration = useTaxDeclaration(employeeId, financialYear);
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
        <div key={`${employeeId}-${financialYear}`} className="space-y-6">
          <RegimeSection declaration={d} subject={subject} />
          <DeclarationsForm declaration={d} subject={subject} />
          <ProofsSection declaration={d} verifying={verifying} ownRecord={ownRecord} />
          <DeclarationFormsSection declaration={d} subject={subject} />
          <TdsExplanation employeeId={employeeId} financialYear={financialYear} subject={subject} />
          <Form16Section employeeId={employeeId} financialYear={financialYear} />
        </div>
      )}
    </QueryFrame>
  );
}
