/** One way a row of an ordered list may move: where to, and whether it can (the first goes no higher). */
export type RowMove = { direction: 'up' | 'down'; to: number; disabled: boolean };

/** The moves of row `index` among `count`: up to the row before, down to the row after. */
export function rowMoves(index: number, count: number): RowMove[] {
  return [
    { direction: 'up', to: index - 1, disabled: index <= 0 },
    { direction: 'down', to: index + 1, disabled: index >= count - 1 },
  ];
}
