import { zodResolver } from '@hookform/resolvers/zod';
import type { LeaveType } from '@hrms/contracts/leave';
import { ArrowLeft, Pencil, Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { PageHeader } from '@/components/ui/PageHeader';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useLeaveTypes, useSaveLeaveType } from '../api';
import { LeaveTypeBadge } from '../components/LeaveTypeBadge';
import { formatDays } from '../days';
import { LEAVE_TYPE_FIELDS, leaveTypeForm, leaveTypeFormValues, NEW_LEAVE_TYPE } from '../leaveTypeForm';

type Editing = { type: LeaveType | null } | null;

/** /leaves/types (manage-leave-types): the leave types with their rules; add and edit in a dialog. */
export function LeaveTypesPage() {
  const types = useLeaveTypes();
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: Column<LeaveType>[] = [
    {
      key: 'name',
      header: 'Leave Type',
      cell: (type) => (
        <div className="flex flex-col items-start gap-1">
          <LeaveTypeBadge type={type} />
          <span className="text-xs text-slate-500">
            <span className="font-mono">{type.code}</span> · {type.is_paid ? 'Paid' : 'Unpaid'}
          </span>
        </div>
      ),
    },
    { key: 'allocation', header: 'Allocation', cell: (type) => formatDays(type.annual_allocation) },
    { key: 'carry', header: 'Carry Forward', cell: (type) => formatDays(type.carry_forward_days) },
    {
      key: 'consecutive',
      header: 'Max Days',
      cell: (type) =>
        type.max_consecutive_days === null ? 'No limit' : formatDays(type.max_consecutive_days),
    },
    { key: 'notice', header: 'Notice', cell: (type) => formatDays(type.advance_notice_days) },
    {
      key: 'requires',
      header: 'Requires',
      cell: (type) =>
        type.requires_approval || type.requires_attachment || type.is_encashable || type.is_compensatory ? (
          <div className="flex flex-col items-start gap-1">
            {type.requires_approval ? <Badge tone="blue">Approval</Badge> : null}
            {type.requires_attachment ? <Badge tone="indigo">Attachment</Badge> : null}
            {type.is_encashable ? <Badge tone="green">Encashable</Badge> : null}
            {type.is_compensatory ? <Badge tone="yellow">Comp-off</Badge> : null}
          </div>
        ) : (
          <span className="text-slate-500">Nothing</span>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (type) => (
        <Badge tone={type.is_active ? 'green' : 'gray'}>{type.is_active ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (type) => (
        <Button
          size="sm"
          variant="ghost"
          icon={Pencil}
          aria-label={`Edit ${type.name}`}
          onClick={() => {
            setDone(null);
            setEditing({ type });
          }}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Leave Types"
        description="The kinds of leave people can take, with each one's allocation and rules."
        actions={
          <>
            <ButtonLink to="/leaves" variant="secondary" icon={ArrowLeft}>
              Leave Requests
            </ButtonLink>
            <Button
              icon={Plus}
              onClick={() => {
                setDone(null);
                setEditing({ type: null });
              }}
            >
              Add Leave Type
            </Button>
          </>
        }
      />
      <div className="space-y-4">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <ErrorBanner
          message={types.isError ? errorMessage(types.error, 'Failed to load leave types') : null}
        />
        <DataTable
          caption="Leave types"
          columns={columns}
          rows={types.data}
          rowKey={(type) => type.id}
          loading={types.isPending}
          empty={<EmptyState icon={Tags} title="No leave types found" hint="Add the first leave type." />}
        />
      </div>
      {editing ? (
        <LeaveTypeDialog
          type={editing.type}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setDone(message);
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

function LeaveTypeDialog({
  type,
  onClose,
  onSaved,
}: {
  type: LeaveType | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveLeaveType(type?.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(leaveTypeForm),
    defaultValues: type ? leaveTypeFormValues(type) : NEW_LEAVE_TYPE,
  });
  const [name, color] = useWatch({ control, name: ['name', 'color'] });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => applyServerErrors(setError, error),
    }),
  );

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={type ? `Edit ${type.name}` : 'Add Leave Type'}
      dismissible={!save.isPending}
      footer={
        <ModalFormActions
          formId="leave-type-form"
          submitLabel={save.isPending ? 'Saving...' : type ? 'Update Leave Type' : 'Create Leave Type'}
          pending={save.isPending}
          onCancel={onClose}
        />
      }
    >
      {/* The dialog does not scroll itself; on a phone the form does, so the buttons stay in reach. */}
      <form
        id="leave-type-form"
        onSubmit={onSubmit}
        noValidate
        className="-mx-1 max-h-[calc(100dvh-14rem)] space-y-5 overflow-y-auto px-1"
      >
        <ErrorBanner
          message={formFailure(
            save.error,
            LEAVE_TYPE_FIELDS,
            type ? 'Failed to update leave type' : 'Failed to create leave type',
          )}
          onDismiss={save.reset}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" required error={errors.name?.message} {...register('name')} />
          <TextField
            label="Code"
            required
            autoCapitalize="characters"
            placeholder="e.g. AL"
            error={errors.code?.message}
            {...register('code')}
          />
          <div className="space-y-1.5">
            <label htmlFor="leave-type-color" className="block text-sm font-medium text-slate-700">
              Colour
            </label>
            <div className="flex items-center gap-3">
              <input
                id="leave-type-color"
                type="color"
                className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                {...register('color')}
              />
              <LeaveTypeBadge type={{ name: name.trim() || 'Preview', color }} />
            </div>
            {errors.color?.message ? <p className="text-sm text-red-600">{errors.color.message}</p> : null}
          </div>
          <TextField
            label="Annual Allocation (days)"
            type="number"
            inputMode="decimal"
            min={0}
            max={366}
            step={0.5}
            error={errors.annual_allocation?.message}
            {...register('annual_allocation')}
          />
          <TextField
            label="Carry-forward Days"
            type="number"
            inputMode="decimal"
            min={0}
            max={366}
            step={0.5}
            hint="The most unused days that move to the next year."
            error={errors.carry_forward_days?.message}
            {...register('carry_forward_days')}
          />
          <TextField
            label="Max Consecutive Days"
            type="number"
            inputMode="numeric"
            min={1}
            max={366}
            hint="Empty for no limit."
            error={errors.max_consecutive_days?.message}
            {...register('max_consecutive_days')}
          />
          <TextField
            label="Advance Notice Days"
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            error={errors.advance_notice_days?.message}
            {...register('advance_notice_days')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckboxField
            label="Paid"
            hint="Counts against a balance; unpaid leave does not."
            {...register('is_paid')}
          />
          <CheckboxField
            label="Requires Attachment"
            hint="A document must come with each request."
            {...register('requires_attachment')}
          />
          <CheckboxField
            label="Requires Approval"
            hint="Without it, requests are approved at once."
            {...register('requires_approval')}
          />
          <CheckboxField
            label="Encashable"
            hint="The unused balance is paid out in a leaver's full and final settlement."
            {...register('is_encashable')}
          />
          <CheckboxField
            label="Compensatory off"
            hint="Credited for worked holidays and weekly offs; nothing accrues."
            {...register('is_compensatory')}
          />
          <CheckboxField label="Active" hint="Offered when applying for leave." {...register('is_active')} />
        </div>
      </form>
    </Modal>
  );
}
