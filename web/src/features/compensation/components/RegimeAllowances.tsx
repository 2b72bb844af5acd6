import type { TaxRegime } from '@hrms/contracts/compensation';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { subsectionTitle } from '@/components/ui/typography';
import { ageBands, allowanceLines, incomeRange, percent, symbolOf } from '../labels';

/**
 * What a regime allows besides the standard deduction (exemptions, s.16, s.24(b), Chapter VI-A) with each
 * cap in rupees, and the slabs of older residents where it has them.
 */
export function RegimeAllowances({ regime }: { regime: TaxRegime }) {
  const symbol = symbolOf(regime);
  const lines = allowanceLines(regime.metadata, symbol);
  const bands = ageBands(regime.metadata.age_slabs).filter((b) => b.age !== undefined);
  const slabsOf = (age: number | undefined) =>
    regime.metadata.age_slabs.find((a) => a.min_age === age)?.slabs ?? [];
  return (
    <div className="space-y-5">
      {lines.length ? (
        <DetailList>
          {lines.map((line) => (
            <DetailItem key={line.label} label={line.label}>
              {line.value}
            </DetailItem>
          ))}
        </DetailList>
      ) : (
        <p className="text-sm text-slate-500">
          {regime.metadata.no_deductions
            ? 'No exemption or deduction is allowed.'
            : 'Only the standard deduction is allowed.'}
        </p>
      )}
      {bands.length ? (
        <div className="space-y-3">
          <h3 className={subsectionTitle}>Slabs by age</h3>
          <p className="text-sm text-slate-500">
            Residents who reach an age during the financial year pay on these slabs instead.
          </p>
          <DetailList>
            {bands.map((band) => (
              <DetailItem key={band.label} label={`Aged ${band.label}`}>
                <ul className="space-y-0.5">
                  {slabsOf(band.age).map((slab) => (
                    <li key={slab.min_income} className="tabular-nums">
                      {incomeRange(slab, symbol)}: {percent(slab.rate)}
                    </li>
                  ))}
                </ul>
              </DetailItem>
            ))}
          </DetailList>
        </div>
      ) : null}
    </div>
  );
}
