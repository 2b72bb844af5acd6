import type { SalaryStructureLine } from '@hrms/contracts/employees';
import { ArrowLeft, Eye, History, PencilLine, Settings } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import {
  useApplyProposal,
  useEmployee,
  useLabourCodeImpact,
  useSalaryComponentsByType,
  useSalaryPreview,
  useSalaryStructure,
  useSaveSalaryStructure,
} from '../api';
import { AddSalaryComponentPanel } from '../components/AddSalaryComponentPanel';
import { EmployeeLoadState } from '../components/EmployeeLoadState';
import { LabourCodeImpactCard } from '../components/LabourCodeImpactCard';
import {
  type BelowMinimum,
  belowMinimumMessage,
  MinimumWageReasonDialog,
} from '../components/MinimumWageReasonDialog';
import { SalaryCtcCard } from '../components/SalaryCtcCard';
import { SalaryHistory } from '../components/SalaryHistory';
import { SalaryLinesTable } from '../components/SalaryLinesTable';
import { SalaryPreviewCard } from '../components/SalaryPreviewCard';
import { SalaryTotalsCards } from '../components/SalaryTotalsCards';
import { PAY_TOTALS_HINT, payTotals } from '../salaryPreview';
import {
  pickableComponents,
  REMOVE_CONFIRMATION,
  type StructureComponent,
  type StructureFailure,
  savedNotice,
  structureFailure,
  versionStates,
  withAddedComponent,
  withoutLine,
} from '../salaryStructure';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_FAILURE: StructureFailure = { fields: {}, banner: null };

/**
 * /employees/{id}/salary (spec 1 §2.13): the structure in force, its totals, its CTC a month and a year, and
 * its versions. In edit mode (update-salary-structures; ?mode=edit opens in it) components are added and
 * removed; each change saves the whole structure again as a version from the chosen effective date, then
 * reloads it.
 */
export function EmployeeSalaryPage() {
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  return <SalaryStructureScreen key={id} id={id} />;
}

function SalaryStructureScreen({ id }: { id: number }) {
  const canEdit = useCan('update-salary-structures');
  const canView = useCan('view-salary-structures');
  const [params, setParams] = useSearchParams();
  const asOfParam = params.get('as_of');
  const asOf = asOfParam && ISO_DATE.test(asOfParam) ? asOfParam : null;
  const today = todayISO();

  const employee = useEmployee(id);
  // The server decides who may see it: view-salary-structures, or one's own record.
  const structure = useSalaryStructure(id, asOf);
  // Payroll's deductions from a full month of the structure shown (none to ask about without lines).
  const hasLines = (structure.data?.salary_structure.length ?? 0) > 0;
  const preview = useSalaryPreview(id, asOf, hasLines);
  const save = useSaveSalaryStructure(id);
  // What the Labour Codes change, for those who manage pay (not on one's own page, nor an older version).
  const showImpact = canView && hasLines && asOf === null;
  const impact = useLabourCodeImpact(id, showImpact);
  const apply = useApplyProposal(id);

  // Edit mode is in the address (?mode=edit), so "Set Salary Structure" elsewhere opens the editor in one click.
  const editMode = params.get('mode') === 'edit';
  const editing = editMode && canEdit && asOf === null;
  const components = useSalaryComponentsByType(editing);
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [failure, setFailure] = useState<StructureFailure>(NO_FAILURE);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SalaryStructureLine | null>(null);
  // A save refused for paying below the minimum wage, waiting for HR's reason (or a change of mind).
  const [belowMinimum, setBelowMinimum] = useState<BelowMinimum | null>(null);

  const back = (
    <ButtonLink to={`/employees/${id}`} variant="secondary" icon={ArrowLeft}>
      Back to Employee
    </ButtonLink>
  );

  if (!employee.data) {
    return (
      <>
        <PageHeader title="Salary Structure" actions={back} />
        <EmployeeLoadState
          pending={employee.isLoading}
          error={employee.error}
          fallbackMessage="Failed to fetch employee details"
          backTo="/employees"
        />
      </>
    );
  }

  const lines = structure.data?.salary_structure ?? [];
  const totals = payTotals(lines, preview.data?.preview);
  const pickable = pickableComponents(components.data, lines);

  function clearMessages() {
    setFailure(NO_FAILURE);
    setNotice(null);
  }

  async function saveStructure(
    next: StructureComponent[],
    addedIndex: number | null,
    fallback: string,
    reason: string | null = null,
  ) {
    clearMessages();
    try {
      const answer = await save.mutateAsync({
        body: { effective_from: effectiveFrom, components: next, minimum_wage_override_reason: reason },
        fallbackMessage: fallback,
      });
      setNotice(savedNotice(answer.message, effectiveFrom, today, formatDate));
      setBelowMinimum(null);
      return true;
    } catch (error) {
      const below = belowMinimumMessage(error);
      if (below && !reason) {
        setBelowMinimum({ message: below, next, addedIndex, fallback });
        return false;
      }
      setFailure(structureFailure(error, addedIndex, fallback));
      return false;
    }
  }

  async function add(line: StructureComponent) {
    const next = withAddedComponent(lines, line);
    if (!next.ok) {
      clearMessages();
      setFailure({ fields: { salary_component_id: next.message }, banner: null });
      return false;
    }
    return saveStructure(next.components, next.components.length - 1, 'Failed to add salary component');
  }

  async function applyProposal(from: string) {
    clearMessages();
    try {
      const answer = await apply.mutateAsync({ effective_from: from, minimum_wage_override_reason: null });
      setNotice(savedNotice(answer.message, from, today, formatDate));
      return true;
    } catch (error) {
      setFailure({ fields: {}, banner: errorMessage(error, 'Failed to apply the proposal') });
      return false;
    }
  }

  function askRemove(line: SalaryStructureLine) {
    const next = withoutLine(lines, line.id);
    if (!next.ok) {
      // Spec 1 §5: the last component stays; the server is not asked.
      clearMessages();
      setFailure({ fields: {}, banner: next.message });
      return;
    }
    setRemoving(line);
  }

  async function confirmRemove() {
    if (!removing) return;
    const next = withoutLine(lines, removing.id);
    setRemoving(null);
    if (next.ok) await saveStructure(next.components, null, 'Failed to remove salary component');
  }

  function showVersion(effective: string | null) {
    clearMessages();
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (effective) nextParams.set('as_of', effective);
        else nextParams.delete('as_of');
        return nextParams;
      },
      { replace: true },
    );
  }

  function setEditMode(on: boolean) {
    clearMessages();
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (on) nextParams.set('mode', 'edit');
        else nextParams.delete('mode');
        return nextParams;
      },
      { replace: true },
    );
  }

  const e = employee.data;
  const history = structure.data?.history ?? [];
  const states = versionStates(history, today);

  return (
    <>
      <PageHeader
        title="Salary Structure"
        description={
          <>
            <span className="font-medium text-slate-700">{personName(e)}</span> ·{' '}
            <span className="font-mono">{e.employee_id}</span>
          </>
        }
        actions={
          <>
            {back}
            {canEdit && asOf === null ? <ModeToggle editing={editing} onChange={setEditMode} /> : null}
          </>
        }
      />

      <div className="space-y-6">
        <SuccessBanner message={notice} onDismiss={() => setNotice(null)} />
        <ErrorBanner message={failure.banner} onDismiss={() => setFailure(NO_FAILURE)} />
        <ErrorBanner
          message={
            structure.isError ? errorMessage(structure.error, 'Failed to fetch salary structure') : null
          }
        />
        {asOf !== null ? (
          <div className="flex flex-col gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2">
              <History aria-hidden="true" className="size-4 shrink-0" />
              <span>
                {structure.data?.effective_from && structure.data.effective_from !== asOf
                  ? `Showing the version in force on ${formatDate(asOf)} (effective from ${formatDate(structure.data.effective_from)}).`
                  : `Showing the version effective from ${formatDate(asOf)}.`}{' '}
                Read-only.
              </span>
            </p>
            <Button variant="secondary" size="sm" onClick={() => showVersion(null)}>
              Back to current structure
            </Button>
          </div>
        ) : null}

        <SalaryTotalsCards
          totals={totals}
          pending={hasLines && preview.isPending}
          hint={preview.data?.preview ? PAY_TOTALS_HINT : undefined}
        />

        {editing ? (
          <AddSalaryComponentPanel
            components={pickable}
            loadingComponents={components.isPending}
            effectiveFrom={effectiveFrom}
            onEffectiveFromChange={setEffectiveFrom}
            pending={save.isPending}
            fieldErrors={failure.fields}
            onAdd={add}
            onInput={() => setFailure((f) => (Object.keys(f.fields).length ? { ...f, fields: {} } : f))}
          />
        ) : null}
        {editing && components.isError ? (
          <ErrorBanner message={errorMessage(components.error, 'Failed to load salary components')} />
        ) : null}

        {structure.isError && !structure.data ? null : (
          <SalaryLinesTable
            lines={lines}
            loading={structure.isPending}
            className={structure.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            onRemove={editing ? askRemove : undefined}
            removing={save.isPending}
            empty={
              <EmptyState
                icon={Settings}
                title="No Salary Structure Defined"
                hint={
                  asOf !== null
                    ? 'No version of the structure was in force on this date.'
                    : editing
                      ? 'Add the first component above: BASIC comes first, the others may build on it.'
                      : 'This employee has no salary components yet.'
                }
                action={
                  canEdit && !editing && asOf === null ? (
                    <Button icon={Settings} onClick={() => setEditMode(true)}>
                      Configure Salary Structure
                    </Button>
                  ) : null
                }
              />
            }
          />
        )}

        {hasLines ? <SalaryCtcCard ctc={structure.data?.ctc} pending={structure.isPending} /> : null}

        {hasLines ? (
          <SalaryPreviewCard data={preview.data} pending={preview.isPending} error={preview.error} />
        ) : null}

        {showImpact ? (
          <LabourCodeImpactCard
            data={impact.data}
            pending={impact.isPending}
            error={impact.error}
            canApply={canEdit}
            applying={apply.isPending}
            onApply={applyProposal}
          />
        ) : null}

        {structure.data ? (
          <SalaryHistory
            history={history}
            today={today}
            shownFrom={structure.data.effective_from}
            onShow={(version) =>
              showVersion(states.get(version.id) === 'in-force' ? null : version.effective_from)
            }
          />
        ) : null}
      </div>

      <MinimumWageReasonDialog
        pending={save.isPending}
        below={belowMinimum}
        onCancel={() => setBelowMinimum(null)}
        onSave={(reason) =>
          belowMinimum &&
          saveStructure(belowMinimum.next, belowMinimum.addedIndex, belowMinimum.fallback, reason)
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Salary Component"
        message={REMOVE_CONFIRMATION}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** The View Mode / Edit Mode switch (spec 1 §2.13, §4). */
function ModeToggle({ editing, onChange }: { editing: boolean; onChange: (editing: boolean) => void }) {
  const option = (on: boolean) =>
    cx(
      'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
      on ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
    );
  return (
    <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">Mode</legend>
      <button
        type="button"
        aria-pressed={!editing}
        className={option(!editing)}
        onClick={() => onChange(false)}
      >
        <Eye aria-hidden="true" className="size-4" />
        View Mode
      </button>
      <button type="button" aria-pressed={editing} className={option(editing)} onClick={() => onChange(true)}>
        <PencilLine aria-hidden="true" className="size-4" />
        Edit Mode
      </button>
    </fieldset>
  );
}
