import type { ChecklistKind, TaskOwnerKind } from '@hrms/contracts/checklists';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { roles } from '../schema/access';
import { checklistTemplates, checklistTemplateTasks } from '../schema/checklists';
import { documentTypes } from '../schema/documents';

type SeededTask = {
  title: string;
  description?: string;
  owner: TaskOwnerKind;
  /** A built-in role's name, for a role-owned task. */
  role?: string;
  dueDays: number;
  /** A seeded document type's code: the task is done once the employee has one on file. */
  document?: string;
};

type SeededTemplate = { code: string; name: string; kind: ChecklistKind; tasks: SeededTask[] };

/**
 * The shared starting points (docs/decisions/self-service.md, "Checklists: shared defaults a company customises"):
 * owners are built-in roles, the manager or the employee, so they fit any company. The onboarding collects the
 * proofs payroll needs and the EPF declaration (Form 11, EPF Scheme para 36); the offboarding is the no-dues a
 * full and final settlement waits for, paid within two working days of the last (Code on Wages s.17(2)).
 */
const TEMPLATES: SeededTemplate[] = [
  {
    code: 'onboarding',
    name: 'Onboarding',
    kind: 'onboarding',
    tasks: [
      { title: 'Send the appointment letter', owner: 'role', role: 'hr_manager', dueDays: -7 },
      { title: 'Set up the laptop, e-mail and accounts', owner: 'role', role: 'admin', dueDays: -1 },
      { title: 'Upload your PAN card', owner: 'employee', dueDays: 0, document: 'pan_card' },
      { title: 'Upload your address proof', owner: 'employee', dueDays: 0, document: 'address_proof' },
      {
        title: 'Upload a cancelled cheque or passbook for your salary account',
        owner: 'employee',
        dueDays: 3,
        document: 'bank_proof',
      },
      { title: 'Issue the ID card and office access', owner: 'role', role: 'admin', dueDays: 0 },
      {
        title: 'Induction: policies, leave and payroll; EPF declaration (Form 11) and nomination (Form 2)',
        owner: 'role',
        role: 'hr_manager',
        dueDays: 1,
      },
      { title: 'Meet the team and agree the first goals', owner: 'manager', dueDays: 3 },
      {
        title: 'Add to payroll: salary structure, bank account, UAN and ESI registration',
        owner: 'role',
        role: 'hr_manager',
        dueDays: 5,
      },
    ],
  },
  {
    code: 'offboarding',
    name: 'Offboarding (no-dues)',
    kind: 'offboarding',
    tasks: [
      { title: 'Agree the handover plan', owner: 'manager', dueDays: -14 },
      { title: 'Exit interview', owner: 'role', role: 'hr_manager', dueDays: -2 },
      { title: 'Hand over work, files and passwords', owner: 'employee', dueDays: -1 },
      { title: 'Return the laptop, ID card and other assets', owner: 'role', role: 'admin', dueDays: 0 },
      { title: 'Revoke e-mail and system access', owner: 'role', role: 'admin', dueDays: 0 },
      {
        title: 'Clear dues: advances, loans and expense claims',
        owner: 'role',
        role: 'hr_manager',
        dueDays: 0,
      },
      {
        title: 'Issue the relieving letter and experience certificate',
        owner: 'role',
        role: 'hr_manager',
        dueDays: 1,
      },
    ],
  },
];

export async function seedChecklistTemplates(tx: Tx): Promise<void> {
  const have = new Set(
    (
      await tx
        .select({ code: checklistTemplates.code })
        .from(checklistTemplates)
        .where(isNull(checklistTemplates.company_id))
    ).map((t) => t.code),
  );
  const missing = TEMPLATES.filter((t) => !have.has(t.code));
  if (!missing.length) return;
  const roleNames = [...new Set(missing.flatMap((t) => t.tasks.flatMap((k) => (k.role ? [k.role] : []))))];
  const roleId = new Map(
    (
      await tx
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(and(inArray(roles.name, roleNames), isNull(roles.company_id)))
    ).map((r) => [r.name, r.id]),
  );
  const codes = [
    ...new Set(missing.flatMap((t) => t.tasks.flatMap((k) => (k.document ? [k.document] : [])))),
  ];
  const typeId = new Map(
    (
      await tx
        .select({ id: documentTypes.id, code: documentTypes.code })
        .from(documentTypes)
        .where(inArray(documentTypes.code, codes))
    ).map((d) => [d.code, d.id]),
  );
  for (const t of missing) {
    const [row] = await tx
      .insert(checklistTemplates)
      .values({ code: t.code, name: t.name, kind: t.kind, is_default: true, company_id: null })
      .onConflictDoNothing()
      .returning({ id: checklistTemplates.id });
    if (!row) continue;
    await tx.insert(checklistTemplateTasks).values(
      t.tasks.map((k, i) => ({
        template_id: row.id,
        position: i + 1,
        title: k.title,
        description: k.description ?? null,
        owner_kind: k.owner,
        owner_role_id: k.role ? (roleId.get(k.role) ?? null) : null,
        due_days: k.dueDays,
        document_type_id: k.document ? (typeId.get(k.document) ?? null) : null,
      })),
    );
  }
}
