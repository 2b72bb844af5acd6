import type { PayrollBreakdown } from '@hrms/contracts/payroll';
import type { CodeWageBases } from '@hrms/contracts/statutory';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatINR, formatNumber } from '@/lib/format';

/** A structure line as a run keeps it in its inputs: the component's code and its class under the Codes. */
type KeptLine = { code: string; type: string; wageClass?: string; exclusionClause?: string | null };

/** The run's components by class: "BASIC, DA" wages, "HRA (f), CONVEYANCE (d)" excluded. */
export function componentsByClass(structure: unknown) {
  const lines = (Array.isArray(structure) ? structure : []) as KeptLine[];
  const earnings = lines.filter((l) => l.type === 'earning');
  const of = (wageClass: string) =>
    earnings
      .filter((l) => (l.wageClass ?? 'wages') === wageClass)
      .map((l) => (l.exclusionClause ? `${l.code} (${l.exclusionClause})` : l.code))
      .join(', ');
  return { wages: of('wages'), excluded: of('excluded'), notRemuneration: of('not_remuneration') };
}

const STATUTE_NAMES: Record<keyof CodeWageBases, string> = {
  pf: 'PF',
  esic: 'ESIC',
  gratuity: 'gratuity',
  bonus: 'bonus',
  leave_encashment: 'leave encashment',
  overtime: 'overtime',
};

/** "PF, ESIC and overtime were worked on these wages; gratuity on BASIC + DA." */
export function countedOn(bases: CodeWageBases) {
  const keys = Object.keys(STATUTE_NAMES) as (keyof CodeWageBases)[];
  const list = (names: string[]) =>
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const on = list(keys.filter((k) => bases[k] === 'code_wages').map((k) => STATUTE_NAMES[k]));
  const off = list(keys.filter((k) => bases[k] !== 'code_wages').map((k) => STATUTE_NAMES[k]));
  if (!on)
    return `This month followed the old Acts: ${off} on their own bases (BASIC + DA, or the gross for ESIC).`;
  const first = on.charAt(0).toUpperCase() + on.slice(1);
  return `${first} count${on.includes(' and ') ? '' : 's'} these wages${off ? `; ${off} the old Acts' bases` : ''}.`;
}

/**
 * The month's wages under the Labour Codes (Code on Wages s.2(y)): the earnings classed wages, the exclusions
 * counted against all remuneration, the part of them beyond the threshold added back, and the Code wages.
 */
export function CodeWagesCard({
  statutory,
  structure,
}: {
  statutory: PayrollBreakdown['statutory'];
  structure: unknown;
}) {
  const detail = statutory?.code_wages_detail;
  if (!statutory || !detail || statutory.code_wages === null) return null;
  const classes = componentsByClass(structure);
  return (
    <SectionCard
      title="Wages under the Labour Codes"
      description={`The earnings that count as wages, plus the part of the excluded pay above ${formatNumber(detail.threshold_percent)}% of all remuneration.`}
      why="The Code on Wages, 2019, s.2(y): wages leave out the allowances it lists, but whatever they come to beyond the threshold share of all remuneration is added back."
    >
      <DetailList columns={2} className="max-sm:grid-cols-1">
        <DetailItem label="Wages">
          <span className="tabular-nums">{formatINR(detail.wages)}</span>
          {classes.wages ? <span className="block text-xs text-slate-500">{classes.wages}</span> : null}
        </DetailItem>
        <DetailItem label="Excluded">
          <span className="tabular-nums">{formatINR(detail.excluded)}</span>
          {classes.excluded ? <span className="block text-xs text-slate-500">{classes.excluded}</span> : null}
        </DetailItem>
        <DetailItem label="All remuneration">
          <span className="tabular-nums">{formatINR(detail.remuneration)}</span>
        </DetailItem>
        <DetailItem label={`Exclusions allowed (${formatNumber(detail.threshold_percent)}%)`}>
          <span className="tabular-nums">{formatINR(detail.limit)}</span>
        </DetailItem>
        <DetailItem label="Added back to wages">
          <span className="tabular-nums">{formatINR(statutory.code_wages_addback ?? 0)}</span>
        </DetailItem>
        <DetailItem label="Code wages">
          <span className="font-semibold tabular-nums">{formatINR(statutory.code_wages)}</span>
        </DetailItem>
      </DetailList>
      <p className="mt-3 text-sm text-slate-700">{countedOn(statutory.wage_bases)}</p>
      {classes.notRemuneration ? (
        <p className="mt-3 text-xs text-slate-500">Not remuneration, left out: {classes.notRemuneration}.</p>
      ) : null}
    </SectionCard>
  );
}
