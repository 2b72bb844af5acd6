import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { LoadingState } from '@/components/ui/LoadingState';
import { SearchField } from '@/components/ui/SearchField';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { employeeOptionLabel } from '@/lib/personName';
import { useEmployeeSearch } from '../api';
import { type ChosenEmployee, chooseAll, toggleEmployee } from '../chosenEmployees';

/**
 * A form's choice of several employees: the chosen ones (each removable), a search by name or code, and
 * its matches to tick (or all at once). The chosen stay chosen while the search changes.
 */
export function EmployeeChecklist({
  value,
  onChange,
  error,
}: {
  value: readonly ChosenEmployee[];
  onChange: (chosen: ChosenEmployee[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const matches = useEmployeeSearch(search);
  const errorId = useId();
  const chosenIds = new Set(value.map((c) => c.id));
  const shown = (matches.data ?? []).map((e) => ({ id: e.id, label: employeeOptionLabel(e) }));

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        Employees
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {value.length ? (
        <ul aria-label="Chosen employees" className="flex flex-wrap gap-2">
          {value.map((c) => (
            <li
              key={c.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-2.5 text-xs font-medium text-indigo-700"
            >
              <span className="truncate">{c.label}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other.id !== c.id))}
                aria-label={`Remove ${c.label}`}
                className="rounded-full p-0.5 hover:bg-indigo-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchField
        label="Find employees"
        placeholder="Name or employee code"
        value={search}
        onSearch={setSearch}
      />
      <div className="max-h-56 space-y-2 overflow-y-auto rounded-lg border border-slate-200 p-3">
        {matches.isPending ? (
          <LoadingState variant="table" label="Loading employees..." className="py-4" />
        ) : matches.isError ? (
          <p className="text-sm text-red-600">{errorMessage(matches.error, 'Failed to load employees')}</p>
        ) : shown.length ? (
          shown.map((employee) => (
            <CheckboxField
              key={employee.id}
              label={employee.label}
              checked={chosenIds.has(employee.id)}
              onChange={() => onChange(toggleEmployee(value, employee))}
            />
          ))
        ) : (
          <p className="text-sm text-slate-500">Nobody matches; try another name or code.</p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite" className="text-slate-600">
          {formatNumber(value.length)} chosen
        </p>
        {shown.length ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(chooseAll(value, shown))}>
            Choose all shown
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** EmployeeChecklist as a form's field (its value the chosen employees, its error under the legend). */
export function EmployeeChecklistField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <EmployeeChecklist value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
