import { ROSTER_SLOT_DAYS_MAX } from '@hrms/contracts/shifts';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { SelectControl } from '@/components/ui/SelectControl';
import type { SelectOption } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { RosterFormValues } from '../rosterForm';

/** One step of the roster dialog on one line: a shift for some days, moved or removed in place. */
export function StepRow({
  index,
  count,
  shiftOptions,
  shiftsLoading,
  onMove,
  onRemove,
}: {
  index: number;
  /** The roster's steps, to know the first and last. */
  count: number;
  shiftOptions: readonly SelectOption[];
  shiftsLoading: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RosterFormValues>();
  const step = index + 1;
  const rowErrors = errors.slots?.[index];

  const moves = [
    { icon: ArrowUp, label: `Move step ${step} up`, to: index - 1, off: index === 0 },
    { icon: ArrowDown, label: `Move step ${step} down`, to: index + 1, off: index === count - 1 },
  ];

  return (
    <li className="grid grid-cols-[2rem_minmax(0,1fr)] items-start gap-x-2 gap-y-2 sm:grid-cols-[2rem_minmax(0,1fr)_7rem_auto]">
      <span
        aria-hidden="true"
        className="mt-8 flex size-7 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700"
      >
        {step}
      </span>
      <SelectControl
        control={control}
        name={`slots.${index}.shift_id`}
        label={`Step ${step}: shift`}
        required
        placeholder={shiftsLoading ? 'Loading shifts...' : 'Select a shift'}
        disabled={shiftsLoading}
        options={shiftOptions}
        error={rowErrors?.shift_id?.message}
      />
      <TextField
        label={`Step ${step}: days`}
        type="number"
        inputMode="numeric"
        min={1}
        max={ROSTER_SLOT_DAYS_MAX}
        step={1}
        required
        containerClassName="col-start-2 sm:col-start-auto"
        error={rowErrors?.days?.message}
        {...register(`slots.${index}.days`)}
      />
      <div className="col-start-2 flex gap-1 sm:col-start-auto sm:mt-7">
        {moves.map((move) => (
          <Button
            key={move.label}
            size="sm"
            variant="ghost"
            icon={move.icon}
            aria-label={move.label}
            title={move.label}
            disabled={move.off}
            onClick={() => onMove(index, move.to)}
          />
        ))}
        <Button
          size="sm"
          variant="ghost"
          icon={Trash2}
          aria-label={`Remove step ${step}`}
          title={`Remove step ${step}`}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          disabled={count === 1}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
