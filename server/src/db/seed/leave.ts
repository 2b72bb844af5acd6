import type { Tx } from '../client';
import { leaveTypes } from '../schema/leave';

/**
 * Default leave types, in the order the old product's filter numbered them (1 Annual, 2 Sick,
 * 3 Maternity, 4 Emergency). Maternity follows the Maternity Benefit Act (26 weeks = 182 days).
 */
const DEFAULT_LEAVE_TYPES: (typeof leaveTypes.$inferInsert)[] = [
  {
    code: 'AL',
    name: 'Annual Leave',
    color: '#4f46e5',
    annual_allocation: '18',
    carry_forward_days: '10',
    max_consecutive_days: 15,
    advance_notice_days: 7,
    // Earned (annual) leave is what Indian employers pay out on leaving (in the full and final settlement).
    is_encashable: true,
  },
  { code: 'SL', name: 'Sick Leave', color: '#ef4444', annual_allocation: '12', max_consecutive_days: 7 },
  {
    code: 'ML',
    name: 'Maternity Leave',
    color: '#ec4899',
    annual_allocation: '182',
    max_consecutive_days: 182,
    advance_notice_days: 30,
    requires_attachment: true,
  },
  { code: 'EL', name: 'Emergency Leave', color: '#f97316', annual_allocation: '3', max_consecutive_days: 2 },
  {
    code: 'CL',
    name: 'Casual Leave',
    color: '#f59e0b',
    annual_allocation: '7',
    max_consecutive_days: 3,
    advance_notice_days: 1,
  },
  { code: 'LOP', name: 'Loss of Pay', color: '#64748b', is_paid: false },
  // Credited for a worked holiday or weekly off by an approved comp-off request; nothing accrues.
  { code: 'CO', name: 'Compensatory Off', color: '#0d9488', is_compensatory: true },
];

export async function seedLeaveTypes(tx: Tx): Promise<void> {
  await tx.insert(leaveTypes).values(DEFAULT_LEAVE_TYPES).onConflictDoNothing();
}
