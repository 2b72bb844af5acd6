import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPROVAL_LEVELS_MAX,
  APPROVAL_TYPE_LABELS,
  type ApprovalChain,
  ESCALATE_AFTER_DAYS_MAX,
} from '@hrms/contracts/approvals';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { FormDialog } from '@/components/ui/FormDialog';
import { placeIn } from '@/components/ui/RowMoveButtons';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSaveChain } from '../api';
import { chainFields, chainForm, chainFormValues, NEW_LEVEL } from '../chainForm';
import { ChainLevelRow } from './ChainLevelRow';

const FORM_ID = 'approval-chain-form';

/** Edit a request type's chain: its levels in order (added, moved, removed) and when a waiting level moves on. */
export function ChainDialog({
  chain,
  companyId,
  onClose,
  onSaved,
}: {
  chain: ApprovalChain;
  /** A super admin's chosen company; null for a company's own user. */
  companyId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveChain(chain.id);
  const schema = useMemo(() => chainForm(chain.request_type, companyId), [chain.request_type, companyId]);
  const methods = useForm({ resolver: zodResolver(schema), defaultValues: chainFormValues(chain) });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = methods;
  const levels = useFieldArray({ control, name: 'levels' });
  const levelsError = errors.levels?.message ?? errors.levels?.root?.message;
  const label = APPROVAL_TYPE_LABELS[chain.request_type];
  // Where the server's messages show: under a level's boxes, the levels or the days; the rest in the banner.
  const fields = chainFields(levels.fields.length);

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields }),
    }),
  );

  return (
    <FormProvider {...methods}>
      <FormDialog
        onClose={onClose}
        title={`${label}: approval chain`}
        description="Each level decides in turn; the request is approved when the last level approves, and rejected at the first rejection."
        size="lg"
        formId={FORM_ID}
        onSubmit={onSubmit}
        mutation={save}
        fields={fields}
        failure="Failed to save the approval chain"
        submitLabel="Save chain"
        pendingLabel="Saving..."
      >
        {levelsError ? (
          <p role="alert" className="text-sm text-red-600">
            {levelsError}
          </p>
        ) : null}
        <ol aria-label="Levels" className="space-y-3">
          {levels.fields.map((field, index) => (
            <ChainLevelRow key={field.id} place={placeIn(levels, index)} />
          ))}
        </ol>
        <Button
          size="sm"
          variant="secondary"
          icon={Plus}
          disabled={levels.fields.length >= APPROVAL_LEVELS_MAX}
          onClick={() => levels.append({ ...NEW_LEVEL })}
        >
          Add level
        </Button>
        <TextField
          label="Escalate after (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={ESCALATE_AFTER_DAYS_MAX}
          step={1}
          hint="A level waiting this many days moves on to the next one (the last to the type's permission holders). Blank: never."
          error={errors.escalate_after_days?.message}
          {...register('escalate_after_days')}
        />
      </FormDialog>
    </FormProvider>
  );
}
