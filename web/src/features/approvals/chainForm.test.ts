import type { ApprovalChain } from '@hrms/contracts/approvals';
import { describe, expect, it } from 'vitest';
import {
  type ChainFormValues,
  chainFields,
  chainForm,
  chainFormValues,
  PERMISSION_OPTIONS,
} from './chainForm';

const messages = (values: ChainFormValues) => {
  const result = chainForm('leave', null).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('chainFormValues', () => {
  it("starts a type on the default from the default's one level", () => {
    const chain: ApprovalChain = {
      id: null,
      company_id: 1,
      request_type: 'regularisation',
      levels: [],
      escalate_after_days: null,
    };
    expect(chainFormValues(chain)).toEqual({
      levels: [{ approver: 'permission', permission: 'approve-attendance' }],
      escalate_after_days: '',
    });
  });

  it('fills the rows from a set chain, and sends them back as they were', () => {
    const chain: ApprovalChain = {
      id: 4,
      company_id: 1,
      request_type: 'leave',
      levels: [
        { approver: 'reporting_manager', permission: null },
        { approver: 'permission', permission: 'approve-leaves' },
      ],
      escalate_after_days: 3,
    };
    const values = chainFormValues(chain);
    expect(values.escalate_after_days).toBe('3');
    expect(chainForm('leave', null).parse(values)).toEqual({
      request_type: 'leave',
      levels: chain.levels,
      escalate_after_days: 3,
    });
  });
});

describe('chainForm', () => {
  it("names a super admin's company, sends a permission only on a permission level, and blank days as never", () => {
    expect(
      chainForm('on_duty', 7).parse({
        levels: [
          { approver: 'managers_manager', permission: 'approve-leaves' },
          { approver: 'permission', permission: 'approve-attendance' },
        ],
        escalate_after_days: ' ',
      }),
    ).toEqual({
      company_id: 7,
      request_type: 'on_duty',
      levels: [
        { approver: 'managers_manager', permission: null },
        { approver: 'permission', permission: 'approve-attendance' },
      ],
      escalate_after_days: null,
    });
  });

  it('names what is wrong, under the level and box it is in', () => {
    expect(
      messages({
        levels: [
          { approver: 'reporting_manager', permission: '' },
          { approver: 'permission', permission: '' },
        ],
        escalate_after_days: '31',
      }),
    ).toEqual({
      'levels.1.permission': 'Choose whose holders decide this level',
      escalate_after_days:
        'Escalate after must be a whole number of days between 1 and 30, or blank for never',
    });
    expect(messages({ levels: [], escalate_after_days: '2.5' })).toEqual({
      levels: 'A chain needs at least one level',
      escalate_after_days:
        'Escalate after must be a whole number of days between 1 and 30, or blank for never',
    });
    const six = Array.from({ length: 6 }, () => ({
      approver: 'department_head' as const,
      permission: '' as const,
    }));
    expect(messages({ levels: six, escalate_after_days: '0' })).toEqual({
      levels: 'A chain has at most 5 levels',
      escalate_after_days:
        'Escalate after must be a whole number of days between 1 and 30, or blank for never',
    });
  });

  it("knows the boxes a server's message may land on", () => {
    expect(chainFields(2)).toEqual([
      'levels',
      'escalate_after_days',
      'levels.0.approver',
      'levels.0.permission',
      'levels.1.approver',
      'levels.1.permission',
    ]);
  });

  it("offers the company's permissions, the approvers' first", () => {
    const names = PERMISSION_OPTIONS.map((o) => o.value);
    expect(names.slice(0, 7)).toEqual([
      'approve-attendance',
      'approve-final-settlements',
      'approve-leaves',
      'approve-letters',
      'approve-payroll',
      'approve-profile-changes',
      'approve-reimbursements',
    ]);
    expect(names).toContain('manage-leave-policies');
    // Platform-wide permissions belong to super admins, not to a company's chain.
    expect(names).not.toContain('view-audit-trail');
  });
});
