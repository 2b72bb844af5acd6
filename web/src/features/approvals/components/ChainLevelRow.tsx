import { APPROVER_KIND_LABELS, APPROVER_KINDS } from '@hrms/contracts/approvals';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { type ChainFormValues, PERMISSION_OPTIONS } from '../chainForm';

const KIND_OPTIONS = APPROVER_KINDS.map((value) => ({ value, label: APPROVER_KIND_LABELS[value] }));

/** One level of the chain dialog: who decides it (and which permission's holders), moved or removed in place. */
export function ChainLevelRow({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  /** The chain's levels, to know the first and last. */
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
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
        <div className="mt-3 flex flex-wrap justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            icon={ArrowUp}
            aria-label={`Move level ${level} up`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            Up
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={ArrowDown}
            aria-label={`Move level ${level} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            Down
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={Trash2}
            aria-label={`Remove level ${level}`}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            disabled={count === 1}
            onClick={onRemove}
          >
            Remove
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
