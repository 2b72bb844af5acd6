import { describe, expect, it } from 'vitest';
import { describeChanges } from './changes';

describe('describeChanges', () => {
  it('shows a changed field as from → to, and missing values as a dash', () => {
    expect(
      describeChanges({ name: { from: 'Asha', to: 'Asha Rao' }, employee_id: { from: null, to: 4 } }),
    ).toEqual([
      { field: 'name', text: 'Asha → Asha Rao' },
      { field: 'employee_id', text: '— → 4' },
    ]);
  });

  it('shows what was added to and removed from a set', () => {
    expect(
      describeChanges({
        permissions: { added: ['view-payroll', 'view-employees'], removed: ['manage-roles'] },
      }),
    ).toEqual([{ field: 'permissions', text: 'added view-payroll, view-employees; removed manage-roles' }]);
    expect(describeChanges({ roles: { added: [], removed: [] } })).toEqual([
      { field: 'roles', text: 'unchanged' },
    ]);
  });

  it('shows plain values, lists and nested objects as they are', () => {
    expect(
      describeChanges({
        saved: 3,
        roles: [],
        by_status: { processed: 2, draft: 1 },
        components: { from: { BASIC: 30000 }, to: { BASIC: 31000, HRA: '40%' } },
      }),
    ).toEqual([
      { field: 'saved', text: '3' },
      { field: 'roles', text: 'none' },
      { field: 'by_status', text: 'processed: 2, draft: 1' },
      { field: 'components', text: 'BASIC: 30000 → BASIC: 31000, HRA: 40%' },
    ]);
  });

  it('has nothing to show for an event without changes', () => {
    expect(describeChanges(null)).toEqual([]);
  });
});
