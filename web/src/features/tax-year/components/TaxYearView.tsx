import { QueryFrame } from '@/components/ui/QueryFrame';
import { useTaxDeclaration } from '../api';
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
};

/** One employee's income-tax year: regime, declarations, proofs, the TDS explained, the certificate. */
export function TaxYearView({ employeeId, financialYear, verifying, ownRecord }: TaxYearViewProps) {
  const declaration = useTaxDeclaration(employeeId, financialYear);
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
          <RegimeSection declaration={d} self={ownRecord} />
          <DeclarationsForm declaration={d} />
          <ProofsSection declaration={d} verifying={verifying} ownRecord={ownRecord} />
          <DeclarationFormsSection declaration={d} ownRecord={ownRecord} />
          <TdsExplanation employeeId={employeeId} financialYear={financialYear} />
          <Form16Section employeeId={employeeId} financialYear={financialYear} />
        </div>
      )}
    </QueryFrame>
  );
}
