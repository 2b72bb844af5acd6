import type { ShiftRef } from '@hrms/contracts/shifts';
import { cx } from '@/components/ui/cx';
import { LegendCard, LegendItem } from '@/components/ui/LegendCard';
import { NO_SHIFT_COLOURS, NO_SHIFT_NAME, OFF_COLOURS } from '../cells';
import { shiftTimes } from '../times';
import type { ShiftLook } from './RosterGrid';

const swatch =
  'inline-flex h-6 min-w-8 items-center justify-center rounded-md border px-1 text-[11px] font-semibold';

function Swatch({ colours, children }: { colours: string | undefined; children: string | undefined }) {
  return (
    <span aria-hidden="true" className={cx(swatch, colours)}>
      {children}
    </span>
  );
}

/** What the codes and colours mean: each shift shown with its times, the weekly off and the shift-less day. */
export function ShiftLegend({
  shifts,
  look,
  anyWithout,
}: {
  shifts: readonly ShiftRef[];
  look: ShiftLook;
  anyWithout: boolean;
}) {
  return (
    <LegendCard note="Point at a day to see its shift and where it comes from: a team roster, an own roster, a shift change...">
      {shifts.map((s) => (
        <LegendItem
          key={s.id}
          mark={<Swatch colours={look.colours.get(s.id)}>{look.codes.get(s.id)}</Swatch>}
        >
          <span>
            {s.name} <span className="text-slate-500 tabular-nums">{shiftTimes(s)}</span>
            {s.crosses_midnight ? <span className="text-slate-500"> (ends next day)</span> : null}
          </span>
        </LegendItem>
      ))}
      <LegendItem mark={<Swatch colours={OFF_COLOURS}>Off</Swatch>}>Weekly off</LegendItem>
      {anyWithout ? (
        <LegendItem mark={<Swatch colours={NO_SHIFT_COLOURS}>–</Swatch>}>
          {NO_SHIFT_NAME} (no shift set)
        </LegendItem>
      ) : null}
    </LegendCard>
  );
}
