import {
  APPROVAL_LEVELS_MAX,
  APPROVAL_TYPE_PERMISSION,
  APPROVER_KINDS,
  type ApprovalChain,
  type ApprovalChainRequest,
  type ApprovalRequestType,
  type ApproverKind,
  ESCALATE_AFTER_DAYS_MAX,
} from '@hrms/contracts/approvals';
import { PERMISSIONS, type Permission, PLATFORM_PERMISSIONS } from '@hrms/contracts/permissions';
import { z } from 'zod';

/** One level's row: who decides it, and for a permission level whose holders ('' until chosen). */
export type LevelValues = { approver: ApproverKind; permission: Permission | '' };

/** The chain dialog's boxes, named as the server names them so its 422 messages land under each. */
export type ChainFormValues = { levels: LevelValues[]; escalate_after_days: string };

export const NEW_LEVEL: LevelValues = { approver: 'reporting_manager', permission: '' };

/**
 * The dialog's rows for a type's chain; a type on the default starts from the default's one level (the
 * type's permission holders), so a first edit adds to what already applies.
 */
export function chainFormValues(chain: ApprovalChain): ChainFormValues {
  const levels: LevelValues[] =
    chain.id === null
      ? [{ approver: 'permission', permission: APPROVAL_TYPE_PERMISSION[chain.request_type] }]
      : chain.levels.map((level) => ({ approver: level.approver, permission: level.permission ?? '' }));
  return {
    levels,
    escalate_after_days: chain.escalate_after_days === null ? '' : String(chain.escalate_after_days),
  };
}

/** The permissions a level may name: a company's own (platform-wide ones are for super admins), approvers' first. */
export const PERMISSION_OPTIONS = PERMISSIONS.filter((p) => !PLATFORM_PERMISSIONS.includes(p))
  .toSorted(
    (a, b) => Number(!a.startsWith('approve-')) - Number(!b.startsWith('approve-')) || a.localeCompare(b),
  )
  .map((value) => ({ value, label: value }));

const ESCALATION_RANGE = `Escalate after must be a whole number of days between 1 and ${ESCALATE_AFTER_DAYS_MAX}, or blank for never`;

const levelForm = z
  .object({
    approver: z.enum(APPROVER_KINDS),
    permission: z.union([z.literal(''), z.enum(PERMISSIONS)]),
  })
  .superRefine((level, ctx) => {
    if (level.approver === 'permission' && !level.permission)
      ctx.addIssue({
        code: 'custom',
        path: ['permission'],
        message: 'Choose whose holders decide this level',
      });
  });

/**
 * The dialog's schema, to the body POST/PUT /approval-chains take: a permission only on a permission
 * level, blank days for a chain that never escalates. A super admin's chain names its company.
 */
export function chainForm(type: ApprovalRequestType, companyId: number | null) {
  return z
    .object({
      levels: z
        .array(levelForm)
        .min(1, 'A chain needs at least one level')
        .max(APPROVAL_LEVELS_MAX, `A chain has at most ${APPROVAL_LEVELS_MAX} levels`),
      escalate_after_days: z
        .string()
        .trim()
        .refine(
          (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= ESCALATE_AFTER_DAYS_MAX),
          ESCALATION_RANGE,
        ),
    })
    .transform(
      (values): ApprovalChainRequest => ({
        ...(companyId ? { company_id: companyId } : {}),
        request_type: type,
        levels: values.levels.map((level) => ({
          approver: level.approver,
          permission: level.approver === 'permission' ? (level.permission as Permission) : null,
        })),
        escalate_after_days: values.escalate_after_days === '' ? null : Number(values.escalate_after_days),
      }),
    );
}

/** The boxes of a chain of `count` levels, where applyServerErrors may put the server's messages. */
export const chainFields = (count: number): string[] => [
  'levels',
  'escalate_after_days',
  ...Array.from({ length: count }, (_, i) => [`levels.${i}.approver`, `levels.${i}.permission`]).flat(),
];
