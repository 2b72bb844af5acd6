import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/SelectField';
import { useSalaryStructure } from '@/features/employees';
import { revisionChoices } from '../revisions';

/**
 * An increment letter's salary revision: the employee's dated structure versions, the latest by default
 * (''). Without access to salary structures the latest is stated, and the choice says so.
 */
export function RevisionSelect({
  employeeId,
  field,
  error,
}: {
  employeeId: number;
  field: UseFormRegisterReturn;
  error?: string;
}) {
  const structure = useSalaryStructure(employeeId, null);
  const { options, latestLabel } = revisionChoices(structure.data?.history ?? []);
  return (
    <SelectField
      label="Salary revision"
      placeholder={structure.isPending ? 'Loading revisions...' : latestLabel}
      options={options}
      disabled={structure.isError}
      hint={
        structure.isError
          ? 'The revisions could not be loaded: the letter states the latest.'
          : 'The letter states this revision against the one before it.'
      }
      error={error}
      {...field}
    />
  );
}
