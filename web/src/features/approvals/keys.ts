import type { ApprovalRequestType } from '@hrms/contracts/approvals';

/**
 * The area whose screens show each request type: its trail's key starts with the area's own ('leave',
 * 'attendance', 'reimbursements'), so a decision made on the area's screens (HR deciding outright) refreshes
 * the trail too, without that area knowing of approvals.
 */
const AREA: Record<ApprovalRequestType, string> = {
  leave: 'leave',
  regularisation: 'attendance',
  on_duty: 'attendance',
  work_from_home: 'attendance',
  expense_claim: 'reimbursements',
  comp_off: 'leave',
  leave_encashment: 'leave',
  shift_change: 'attendance',
  overtime: 'attendance',
  profile_change: 'profile',
  letter: 'letters',
};

/** Query keys of the approval screens. */
export const approvalKeys = {
  all: ['approvals'] as const,
  inbox: (type: ApprovalRequestType | '') => ['approvals', 'inbox', type] as const,
  chains: (companyId: number | null) => ['approvals', 'chains', companyId] as const,
  delegations: ['approvals', 'delegations'] as const,
  colleagues: (search: string) => ['approvals', 'colleagues', search] as const,
  trail: (type: ApprovalRequestType, requestId: number) =>
    [AREA[type], 'approval-trail', type, requestId] as const,
};
