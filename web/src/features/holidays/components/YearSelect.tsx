import { SelectField } from '@/components/ui/SelectField';

/** The holiday screens' year picker. */
export function YearSelect({
  year,
  years,
  onChange,
}: {
  year: number;
  years: readonly number[];
  onChange: (year: number) => void;
}) {
  return (
    <SelectField
      label="Year"
      value={String(year)}
      onChange={(event) => onChange(Number(event.target.value))}
      options={years.map((y) => ({ value: String(y), label: String(y) }))}
    />
  );
}
