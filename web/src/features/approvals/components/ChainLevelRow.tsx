import { APPROVER_KIND_LABELS, APPROVER_KINDS } from '@hrms/contracts/approvals';
import { useFormContext, useWatch } from 'react-hook-form';
import { RowMoveButtons, type RowPlace } from '@/components/ui/RowMoveButtons';
import { SelectField } from '@/components/ui/SelectField';
import { type ChainFormValues, PERMISSION_OPTIONS } from '../chainForm';

const KIND_OPTIONS = APPROVER_KINDS.map((value) => ({ value, label: APPROVER_KIND_LABELS[value] }));

/** One level of the chain dialog: who decides it (and which permission's holders), moved or removed in place. */
export function ChainLevelRow({ place }: { place: RowPlace }) {
  const { index } = place;
  const {
    register,
    control,
    clearErrors,
    formState: { errors },
  } = useFormContext<ChainFormValues>();
  const approver = useWatch({ control, name: `levels.${index}.approver` });
  const level = index + 1;
  const rowErrors = errors.levels?.[index];

  return (
    <li>
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">Level {level}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Decided by"
            required
            options={KIND_OPTIONS}
            error={rowErrors?.approver?.message}
            {...register(`levels.${index}.approver`, {
              onChange: () => clearErrors(`levels.${index}.permission`),
            })}
          />
          {approver === 'permission' ? (
            <SelectField
              label="Permission"
              required
              placeholder="Select a permission"
              options={PERMISSION_OPTIONS}
              hint="Anyone of the company holding it decides."
              error={rowErrors?.permission?.message}
              {...register(`levels.${index}.permission`)}
            />
          ) : null}
        </div>
        <RowMoveButtons row={`level ${level}`} place={place} className="mt-3" />
      </fieldset>
    </li>
  );
}
