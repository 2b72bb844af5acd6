import type { TaxCalculation, TaxRegimeMetadata } from '@hrms/contracts/compensation';
import { Calculator } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { subsectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { useTaxCalculation } from '../api';
import { ageBands, incomeRange, money, percent } from '../labels';
import { parseAmount } from '../slabs';

type TaxCalculatorProps = {
  regimeId: number;
  /** The regime's settings: its age slabs offer an age choice, its rounding names the rounding lines. */
  metadata: Pick<TaxRegimeMetadata, 'age_slabs' | 'rounding'>;
  /** A line under the title, e.g. that unsaved slab changes are not used yet. */
  note?: ReactNode;
  className?: string;
};

/**
 * "Try an income": the server's tax breakdown (POST /tax-regimes/{id}/calculate-tax) of an annual
 * income under the regime's saved slabs and settings, in rupees, with the s.288A and s.288B roundings as
 * lines; a regime with slabs by age (the old regime's 60 and 80) offers the age too.
 */
export function TaxCalculator({ regimeId, metadata, note, className }: TaxCalculatorProps) {
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [income, setIncome] = useState<number | null>(null);
  const bands = ageBands(metadata.age_slabs);
  const [band, setBand] = useState('');
  const [age, setAge] = useState<number | undefined>(undefined);
  const calculation = useTaxCalculation(regimeId, income, age);

  function calculate() {
    const n = parseAmount(text);
    if (n === null) return setInputError('Enter an annual income.');
    if (Number.isNaN(n) || n > 1e12) return setInputError('Enter an amount in rupees, e.g. 1200000.');
    setInputError(null);
    setIncome(n);
    setAge(band === '' ? undefined : Number(band));
  }

  return (
    <SectionCard
      title="Try an income"
      description={note ?? 'See the tax this regime works out for an annual income.'}
      className={className}
      bodyClassName="space-y-4 p-4 sm:p-5"
    >
      <form
        noValidate
        aria-label="Try an income"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          calculate();
        }}
      >
        <TextField
          label="Annual income (₹)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 1200000"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={inputError ?? undefined}
          containerClassName="flex-1"
        />
        {bands.length ? (
          <SelectField
            label="Age during the year"
            value={band}
            onChange={(event) => setBand(event.target.value)}
            options={bands.map((b) => ({ value: b.age === undefined ? '' : String(b.age), label: b.label }))}
            containerClassName="sm:w-44"
          />
        ) : null}
        <Button type="submit" icon={Calculator} className="sm:mt-7" loading={calculation.isFetching}>
          Calculate
        </Button>
      </form>

      {calculation.isError ? (
        <ErrorBanner message={errorMessage(calculation.error, 'Failed to calculate tax')} />
      ) : calculation.isPending && income !== null ? (
        <LoadingState label="Calculating..." className="py-6" />
      ) : calculation.data ? (
        <TaxBreakdown result={calculation.data} rounding={metadata.rounding} />
      ) : null}
    </SectionCard>
  );
}

type Line = { label: string; value: number; minus?: boolean; signed?: boolean; strong?: boolean };

/** An amount as a line shows it: "− ₹75,000" for a deduction, "+ ₹5" / "− ₹0.40" for a rounding. */
function lineAmount(line: Line): string {
  if (line.signed && line.value !== 0)
    return `${line.value > 0 ? '+' : '−'} ${formatINR(Math.abs(line.value))}`;
  return line.minus && line.value > 0 ? `− ${formatINR(line.value)}` : formatINR(line.value);
}

function TaxBreakdown({
  result,
  rounding,
}: {
  result: TaxCalculation;
  rounding: TaxRegimeMetadata['rounding'];
}) {
  const titleId = useId();
  const lines: Line[] = [
    { label: 'Annual income', value: result.annual_income },
    { label: 'Standard deduction', value: result.standard_deduction, minus: true },
    {
      label: `Income rounded to the nearest ${money(rounding.total_income)}`,
      value: result.income_rounding,
      signed: true,
    },
    { label: 'Taxable income', value: result.taxable_income, strong: true },
  ];
  const after: Line[] = [
    { label: 'Slab tax', value: result.slab_tax },
    { label: 'Rebate', value: result.rebate_87a, minus: true },
    { label: 'Marginal relief', value: result.marginal_relief, minus: true },
    { label: 'Surcharge', value: result.surcharge },
    { label: 'Health and education cess', value: result.cess },
    { label: 'Tax before rounding', value: result.tax_before_rounding },
    {
      label: `Tax rounded to the nearest ${money(rounding.tax)}`,
      value: result.tax_rounding,
      signed: true,
    },
    { label: 'Total tax', value: result.total_tax, strong: true },
    { label: 'Monthly tax', value: result.monthly_tax },
  ];

  const summary = (rows: Line[], label: string) => (
    <table className="w-full text-sm" aria-label={label}>
      <tbody className="divide-y divide-slate-100">
        {rows.map((line) => (
          <tr key={line.label} className={cx(line.strong && 'font-semibold text-slate-900')}>
            <th
              scope="row"
              className={cx(
                'py-2 pr-4 text-left',
                line.strong ? 'font-semibold' : 'font-normal text-slate-600',
              )}
            >
              {line.label}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{lineAmount(line)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50/50 p-3 sm:p-4"
    >
      <h3 id={titleId} className={subsectionTitle}>
        Tax breakdown
      </h3>
      {summary(lines, 'Income')}

      <ScrollFrame label="Tax per slab" className="rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Tax per slab</caption>
          <thead className="bg-slate-50">
            <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className="px-2 py-2 text-left sm:px-3">
                Slab
              </th>
              <th scope="col" className="px-2 py-2 text-right max-sm:hidden sm:px-3">
                Rate
              </th>
              <th scope="col" className="px-2 py-2 text-right sm:px-3">
                Taxable amount
              </th>
              <th scope="col" className="px-2 py-2 text-right sm:px-3">
                Tax
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {result.slabs.map((slab) => (
              <tr
                key={slab.min_income}
                className={slab.taxable_amount > 0 ? 'text-slate-800' : 'text-slate-500'}
              >
                <td className="px-2 py-2 tabular-nums sm:px-3 sm:whitespace-nowrap">
                  {incomeRange(slab)}
                  <span className="block text-xs sm:hidden">at {percent(slab.rate)}</span>
                </td>
                <td className="px-2 py-2 text-right tabular-nums max-sm:hidden sm:px-3">
                  {percent(slab.rate)}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-3">
                  {formatINR(slab.taxable_amount)}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-3">
                  {formatINR(slab.tax)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>

      {summary(after, 'Tax')}
    </section>
  );
}
