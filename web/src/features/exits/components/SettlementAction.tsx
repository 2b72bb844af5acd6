import { Calculator } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { errorMessage } from '@/lib/api';
import { useCan } from '@/lib/useCan';
import { useComputeSettlement } from '../settlementApi';

/**
 * The exits list's action for one leaver: compute the full and final settlement (a draft, then open it) or open
 * the one there is.
 */
export function SettlementAction({
  employeeId,
  settlement,
}: {
  employeeId: number;
  settlement: { id: number; status: string } | null;
}) {
  const navigate = useNavigate();
  const canManage = useCan('manage-final-settlements');
  const compute = useComputeSettlement();
  if (settlement) {
    return (
      <Link
        to={`/final-settlements/${settlement.id}`}
        className="text-sm font-medium text-indigo-600 hover:text-indigo-500"
      >
        View ({settlement.status})
      </Link>
    );
  }
  if (!canManage) return <span className="text-sm text-slate-500">Not computed</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="secondary"
        icon={Calculator}
        loading={compute.isPending}
        onClick={() =>
          compute.mutate(
            { employeeId },
            { onSuccess: (answer) => navigate(`/final-settlements/${answer.final_settlement.id}`) },
          )
        }
      >
        Compute F&amp;F
      </Button>
      {compute.isError ? (
        <span role="alert" className="max-w-56 text-xs text-red-600">
          {errorMessage(compute.error, 'Failed to compute the settlement')}
        </span>
      ) : null}
    </div>
  );
}
