import type { TaxSlabInput } from '@hrms/contracts/compensation';
import type { FieldErrors } from '../../../platform/errors';

/**
 * A regime's slabs must cover every income once: ascending, starting at 0, each starting where the
 * previous one ends, and only the last one open-ended. Returns field errors keyed like
 * `slabs.2.min_income`, or null when the list is sound.
 */
export function slabErrors(slabs: readonly TaxSlabInput[]): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (i: number, field: string, message: string) => {
    const key = `slabs.${i}.${field}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  slabs.forEach((slab, i) => {
    const previous = slabs[i - 1];
    if (i === 0 && slab.min_income !== 0) add(i, 'min_income', 'The first slab must start at 0.');
    if (previous) {
      if (previous.max_income === null) add(i - 1, 'max_income', 'Only the last slab may be open-ended.');
      else if (slab.min_income < previous.max_income) add(i, 'min_income', 'Slabs may not overlap.');
      else if (slab.min_income > previous.max_income) {
        add(i, 'min_income', `This slab must start where the previous one ends (${previous.max_income}).`);
      }
    }
    if (slab.max_income !== null && slab.max_income <= slab.min_income) {
      add(i, 'max_income', 'The maximum must be greater than the minimum.');
    }
  });
  return Object.keys(errors).length ? errors : null;
}
