import { ArrowLeft, Info } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { flashState } from '@/lib/flash';
import { TaxRegimeForm } from '../components/TaxRegimeForm';

/** /tax-regimes/create (create-tax-regimes, checked by the route); then on to the new regime's edit page. */
export function TaxRegimeCreatePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Add Tax Regime"
        description="A named set of income tax slabs for a country and financial year."
        actions={
          <ButtonLink to="/tax-regimes" variant="secondary" icon={ArrowLeft}>
            Back to Tax Regimes
          </ButtonLink>
        }
      />
      <aside
        aria-label="Next Steps"
        className="mb-6 flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-600" />
        <div>
          <p className="font-semibold">Next Steps</p>
          <p className="mt-0.5">
            Tax slabs are configured after the regime is created: you will go on to its edit page, where
            Manage Tax Slabs sets up the income brackets and rates.
          </p>
        </div>
      </aside>
      <TaxRegimeForm
        onSaved={({ message, tax_regime }) =>
          navigate(tax_regime?.id ? `/tax-regimes/${tax_regime.id}/edit` : '/tax-regimes', {
            state: flashState(message),
          })
        }
      />
    </>
  );
}
