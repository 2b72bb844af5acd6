import type { SalaryComponent } from '@hrms/contracts/compensation';
import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { CALCULATION_LABELS, codeBadge, TYPE_LABELS } from '../labels';

/** The two-letter square of a component, from its code. */
export function CodeSquare({ code }: { code: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-sm font-semibold text-indigo-700"
    >
      {codeBadge(code)}
    </span>
  );
}

export function TypeBadge({ type }: { type: SalaryComponent['type'] }) {
  return <Badge tone={type === 'earning' ? 'green' : 'red'}>{TYPE_LABELS[type]}</Badge>;
}

export function StatutoryBadge({ statutory }: { statutory: boolean }) {
  return statutory ? <Badge tone="yellow">Statutory</Badge> : <Badge tone="gray">Regular</Badge>;
}

export function CalculationBadge({ type }: { type: SalaryComponent['calculation_type'] }) {
  return <Badge tone={type === 'formula' ? 'indigo' : 'blue'}>{CALCULATION_LABELS[type]}</Badge>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>;
}

/** Marks a component the system created: payroll finds it by code, so it cannot be deleted. */
export function SystemDefinedMarker() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">
      <Lock aria-hidden="true" className="size-3" />
      System Defined
    </span>
  );
}
