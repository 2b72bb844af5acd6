import { SelectField } from './ui/SelectField';

type Companies = { data?: { id: number; name: string }[]; isPending: boolean };

/**
 * A super admin's choice of company on a screen that works one company at a time (or all of them, when
 * `allLabel` names that choice). The page holds the companies query: it also needs the first company as
 * its default.
 */
export function CompanyFilter({
  companies,
  value,
  onChange,
  allLabel,
}: {
  companies: Companies;
  value: string;
  onChange: (companyId: string) => void;
  allLabel?: string;
}) {
  return (
    <SelectField
      label="Company"
      placeholder={companies.isPending ? 'Loading companies...' : allLabel}
      value={companies.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
    />
  );
}
