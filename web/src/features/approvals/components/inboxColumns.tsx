import { APPROVAL_TYPE_LABELS, type InboxItem } from '@hrms/contracts/approvals';
import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import type { Column } from '@/components/ui/DataTable';
import { recordLink } from '@/components/ui/links';
import { formatDate } from '@/lib/format';
import { dueLabel, levelLabel } from '../labels';

type InboxColumnsProps = {
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onApprove: (item: InboxItem) => void;
  onReject: (item: InboxItem) => void;
  /** No decision can start while one is being recorded. */
  busy: boolean;
  now: Date;
};

const whatIsAsked = (item: InboxItem) =>
  `${APPROVAL_TYPE_LABELS[item.request_type]} of ${item.employee.name}`;

/** The inbox's columns: the selection box, who asks what (linked to the request's screen), and the decisions. */
export function inboxColumns({
  selected,
  onToggle,
  onApprove,
  onReject,
  busy,
  now,
}: InboxColumnsProps): Column<InboxItem>[] {
  return [
    {
      key: 'select',
      header: 'Select',
      srOnlyHeader: true,
      className: 'w-10',
      cell: (item) => (
        <span className="flex h-8 items-center">
          <input
            type="checkbox"
            aria-label={`Select the ${whatIsAsked(item)}`}
            className="size-4 accent-indigo-600"
            checked={selected.has(item.id)}
            onChange={(event) => onToggle(item.id, event.target.checked)}
          />
        </span>
      ),
    },
    {
      key: 'employee',
      header: 'Employee',
      cell: (item) => (
        <div className="min-w-0 max-md:text-right">
          <p className="truncate font-medium text-slate-900">{item.employee.name}</p>
          <p className="truncate text-xs text-slate-500">{item.employee.employee_code}</p>
          {item.delegated_from ? (
            <p className="text-xs text-indigo-700">for {item.delegated_from.name}</p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'request',
      header: 'Request',
      cell: (item) => (
        <div className="w-56 space-y-1 whitespace-normal max-md:w-auto">
          <Badge tone="indigo">{APPROVAL_TYPE_LABELS[item.request_type]}</Badge>
          <p>
            <Link to={item.link} className={recordLink}>
              {item.summary}
            </Link>
          </p>
          <p className="text-xs text-slate-500">Requested {formatDate(item.requested_at)}</p>
        </div>
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      cell: (item) => (
        <p
          className="line-clamp-3 w-40 break-words whitespace-normal text-slate-600 max-md:w-auto"
          title={item.reason ?? undefined}
        >
          {item.reason ?? '—'}
        </p>
      ),
    },
    {
      key: 'level',
      header: 'Level',
      cell: (item) => {
        const due = dueLabel(item.due_at, now);
        return (
          <div>
            <p>{levelLabel(item.level, item.levels)}</p>
            <p className={cx('text-xs', due.overdue ? 'font-medium text-red-700' : 'text-slate-500')}>
              {due.text}
            </p>
          </div>
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (item) => (
        <div className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="secondary"
            icon={X}
            aria-label={`Reject the ${whatIsAsked(item)}`}
            className="text-red-700"
            disabled={busy}
            onClick={() => onReject(item)}
          >
            Reject
          </Button>
          <Button
            size="sm"
            icon={Check}
            aria-label={`Approve the ${whatIsAsked(item)}`}
            disabled={busy}
            onClick={() => onApprove(item)}
          >
            Approve
          </Button>
        </div>
      ),
    },
  ];
}
