import { currentFinancialYear, financialYearOptions } from '@/lib/financialYears';
import { SelectField } from './ui/SelectField';

/** The financial year a tax page shows (April to March); the current one by default. */
export function FinancialYearPicker({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (financialYear: string) => void;
  className?: string;
}) {
  return (
    <SelectField
      label="Financial year"
      containerClassName={className}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={financialYearOptions(currentFinancialYear(), value)}
    />
  );
}
