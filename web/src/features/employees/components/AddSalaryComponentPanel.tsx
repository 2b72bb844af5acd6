import type { SalaryComponent } from '@hrms/contracts/compensation';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateField } from '@/components/ui/DateField';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { optionalNumber, type StructureComponent, type StructureFailure } from '../salaryStructure';

type AddSalaryComponentPanelProps = {
  /** The components the picker offers (already present and statutory ones left out). */
  components: readonly SalaryComponent[];
  loadingComponents: boolean;
  effectiveFrom: string;
  onEffectiveFromChange: (date: string) => void;
  pending: boolean;
  /** The server's messages about the line being added. */
  fieldErrors: StructureFailure['fields'];
  /** Resolves true when the line was saved, so the inputs can be cleared. */
  onAdd: (line: StructureComponent) => Promise<boolean>;
  /** Any input changed: the server's messages about the last attempt no longer apply. */
  onInput: () => void;
};

type LocalErrors = Partial<Record<'component' | 'amount' | 'percentage' | 'effective', string>>;

function componentHint(component: SalaryComponent | undefined): string | undefined {
  if (!component) return undefined;
  if (component.calculation_type === 'percentage') {
    return 'A percentage of BASIC: enter the percentage, or an amount to override it.';
  }
  if (component.calculation_type === 'formula') {
    return `Computed from its formula${component.formula ? `: ${component.formula}` : ''}; an amount overrides it.`;
  }
  return 'A fixed monthly amount: enter the amount.';
}

/**
 * The Add Salary Component panel of the salary structure's edit mode (spec 1 §2.13, §5): a
 * component, an optional amount, an optional percentage of basic and the date the new version of
 * the structure takes effect (today by default).
 */
export function AddSalaryComponentPanel({
  components,
  loadingComponents,
  effectiveFrom,
  onEffectiveFromChange,
  pending,
  fieldErrors,
  onAdd,
  onInput,
}: AddSalaryComponentPanelProps) {
  const [componentId, setComponentId] = useState('');
  const [amount, setAmount] = useState('');
  const [percentage, setPercentage] = useState('');
  const [errors, setErrors] = useState<LocalErrors>({});
  const chosen = components.find((c) => String(c.id) === componentId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsedAmount = optionalNumber(amount);
    const parsedPercentage = optionalNumber(percentage);
    const found: LocalErrors = {};
    if (!componentId) found.component = 'Please select a salary component.';
    if (parsedAmount === undefined) found.amount = 'The amount must be a number of at least 0.';
    if (parsedPercentage === undefined) found.percentage = 'The percentage must be a number of at least 0.';
    if (!effectiveFrom) found.effective = 'The effective date field is required.';
    setErrors(found);
    if (Object.keys(found).length || parsedAmount === undefined || parsedPercentage === undefined) return;
    const saved = await onAdd({
      salary_component_id: Number(componentId),
      amount: parsedAmount,
      percentage: parsedPercentage,
    });
    if (saved) {
      setComponentId('');
      setAmount('');
      setPercentage('');
    }
  }

  const earnings = components.filter((c) => c.type === 'earning');
  const deductions = components.filter((c) => c.type === 'deduction');
  const options = [
    ...earnings.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code}) · Earning` })),
    ...deductions.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code}) · Deduction` })),
  ];

  return (
    <SectionCard
      title="Add Salary Component"
      description="Adding a component saves the whole structure again as a version from the effective date."
    >
      <form onSubmit={submit} noValidate aria-label="Add Salary Component" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <SelectField
            label="Component"
            required
            placeholder={
              loadingComponents
                ? 'Loading components...'
                : options.length
                  ? 'Select a component'
                  : 'No components left to add'
            }
            value={componentId}
            onChange={(event) => {
              setComponentId(event.target.value);
              setErrors((e) => ({ ...e, component: undefined }));
              onInput();
            }}
            options={options}
            hint={componentHint(chosen)}
            error={errors.component ?? fieldErrors.salary_component_id}
            containerClassName="sm:col-span-2"
          />
          <TextField
            label="Amount"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder="0.00"
            hint="Monthly amount in ₹"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setErrors((e) => ({ ...e, amount: undefined }));
              onInput();
            }}
            error={errors.amount ?? fieldErrors.amount}
          />
          <TextField
            label="Percentage"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder="0.00"
            hint="% of basic"
            value={percentage}
            onChange={(event) => {
              setPercentage(event.target.value);
              setErrors((e) => ({ ...e, percentage: undefined }));
              onInput();
            }}
            error={errors.percentage ?? fieldErrors.percentage}
          />
          <DateField
            label="Effective Date"
            required
            value={effectiveFrom}
            onChange={(event) => {
              onEffectiveFromChange(event.target.value);
              setErrors((e) => ({ ...e, effective: undefined }));
              onInput();
            }}
            error={errors.effective}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" icon={Plus} loading={pending} className="w-full sm:w-auto">
            {pending ? 'Adding...' : 'Add Component'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
