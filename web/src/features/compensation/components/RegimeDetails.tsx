import type { TaxRegime } from '@hrms/contracts/compensation';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { MISSING } from '@/lib/format';
import { incomeRange, money, percent, regimeKindLabel, roundingText, symbolOf } from '../labels';

/** A regime's slabs as the detail page shows them: Income Range, Tax Rate, Fixed Tax Amount. */
export function SlabTable({ regime }: { regime: TaxRegime }) {
  const symbol = symbolOf(regime);
  if (!regime.tax_slabs.length) {
    return (
      <p className="px-5 py-6 text-sm text-slate-500">No tax slabs have been set up for this regime yet.</p>
    );
  }
  return (
    <ScrollFrame label="Tax slabs">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Tax slabs</caption>
        <thead className="bg-slate-50">
          <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <th scope="col" className="px-5 py-3 text-left">
              Income Range
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              Tax Rate
            </th>
            <th scope="col" className="px-5 py-3 text-right whitespace-nowrap">
              Fixed Tax Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {regime.tax_slabs.map((slab) => (
            <tr key={slab.id}>
              <td className="px-5 py-3 whitespace-nowrap text-slate-800 tabular-nums">
                {incomeRange(slab, symbol)}
              </td>
              <td className="px-5 py-3 text-right font-medium text-slate-900 tabular-nums">
                {percent(slab.tax_rate)}
              </td>
              <td className="px-5 py-3 text-right text-slate-700 tabular-nums">
                {slab.tax_amount ? money(slab.tax_amount, symbol) : MISSING}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

/** The regime's deductions, rebate, cess and surcharge settings (its metadata). */
export function RegimeSettings({ regime }: { regime: TaxRegime }) {
  const symbol = symbolOf(regime);
  const { metadata } = regime;
  const rebate = metadata.rebate_87a;
  return (
    <DetailList>
      <DetailItem label="Kind">{regimeKindLabel(metadata.kind)}</DetailItem>
      <DetailItem label="Rounding">{roundingText(metadata.rounding, symbol)}</DetailItem>
      <DetailItem label="Standard Deduction">
        {metadata.standard_deduction ? money(metadata.standard_deduction, symbol) : 'None'}
      </DetailItem>
      <DetailItem label="Other Deductions">
        {metadata.no_deductions ? 'No deductions allowed' : 'Allowed'}
      </DetailItem>
      <DetailItem label="Rebate">
        {rebate
          ? `Up to ${money(rebate.max_rebate, symbol)} for taxable income up to ${money(rebate.max_income, symbol)}${rebate.marginal_relief ? ', with marginal relief' : ''}`
          : 'None'}
      </DetailItem>
      <DetailItem label="Health and Education Cess">{percent(metadata.cess_rate)}</DetailItem>
      <DetailItem label="Surcharge" wide>
        {metadata.surcharge.length ? (
          <ul className="space-y-0.5">
            {metadata.surcharge.map((band) => (
              <li key={`${band.above}-${band.rate}`} className="tabular-nums">
                {percent(band.rate)} on income above {money(band.above, symbol)}
              </li>
            ))}
          </ul>
        ) : (
          'None'
        )}
      </DetailItem>
    </DetailList>
  );
}
