import { Badge, toneForStatus } from '@/components/ui/Badge';
import { employmentTypeLabel, statusLabel } from '../labels';

export function EmployeeStatusBadge({ status }: { status: string }) {
  return <Badge tone={toneForStatus(status)}>{statusLabel(status)}</Badge>;
}

export function EmploymentTypeBadge({ type }: { type: string }) {
  return <Badge tone="indigo">{employmentTypeLabel(type)}</Badge>;
}

export function ComponentTypeBadge({ type }: { type: string }) {
  return (
    <Badge tone={type === 'deduction' ? 'red' : 'green'}>
      {type === 'deduction' ? 'Deduction' : 'Earning'}
    </Badge>
  );
}
