import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from './Button';
import { cx } from './cx';
import { rowMoves } from './rowMoves';

/** Where a row stands in its list (`index` of `count`) and how it moves or goes: what Up, Down and Remove need. */
export type RowPlace = {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/** Row `index`'s place in a form's field array (react-hook-form's useFieldArray). */
export const placeIn = (
  rows: {
    fields: readonly unknown[];
    move: (from: number, to: number) => void;
    remove: (index: number) => void;
  },
  index: number,
): RowPlace => ({ index, count: rows.fields.length, onMove: rows.move, onRemove: () => rows.remove(index) });

const ICONS = { up: ArrowUp, down: ArrowDown } as const;
const WORDS = { up: 'Up', down: 'Down' } as const;

/**
 * Up, Down and Remove under one row of an ordered list a form edits (an approval chain's levels, a
 * checklist's tasks); each button names its row (`row`: "level 2", "task 3") for a screen reader. The last
 * row left cannot be removed.
 */
export function RowMoveButtons({
  row,
  place: { index, count, onMove, onRemove },
  className,
}: {
  row: string;
  place: RowPlace;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-wrap justify-end gap-1', className)}>
      {rowMoves(index, count).map((move) => (
        <Button
          key={move.direction}
          size="sm"
          variant="ghost"
          icon={ICONS[move.direction]}
          aria-label={`Move ${row} ${move.direction}`}
          disabled={move.disabled}
          onClick={() => onMove(index, move.to)}
        >
          {WORDS[move.direction]}
        </Button>
      ))}
      <Button
        size="sm"
        variant="ghost"
        icon={Trash2}
        aria-label={`Remove ${row}`}
        className="text-red-600 hover:bg-red-50 hover:text-red-700"
        disabled={count === 1}
        onClick={onRemove}
      >
        Remove
      </Button>
    </div>
  );
}
