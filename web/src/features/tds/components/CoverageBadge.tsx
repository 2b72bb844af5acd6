import { CircleCheck, Minus, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { formatINR } from '@/lib/format';
import { coverageOf } from '../coverage';

/** Covered, short (by `shortfall` when given) or — nothing deducted — neither. */
export function CoverageBadge({
  deducted,
  covered,
  shortfall,
  icon = false,
}: {
  deducted: number;
  covered: boolean;
  shortfall?: number;
  icon?: boolean;
}) {
  const iconClass = 'mr-1 size-3';
  switch (coverageOf({ deducted, covered })) {
    case 'nothing':
      return (
        <Badge tone="gray">
          {icon ? <Minus aria-hidden="true" className={iconClass} /> : null}
          Nothing deducted
        </Badge>
      );
    case 'covered':
      return (
        <Badge tone="green">
          {icon ? <CircleCheck aria-hidden="true" className={iconClass} /> : null}
          Covered
        </Badge>
      );
    default:
      return (
        <Badge tone="red">
          {icon ? <TriangleAlert aria-hidden="true" className={iconClass} /> : null}
          Shortfall{shortfall === undefined ? '' : ` ${formatINR(shortfall)}`}
        </Badge>
      );
  }
}
