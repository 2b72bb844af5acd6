import type { LetterKind } from '@hrms/contracts/letters';
import { inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { documentTypes } from '../schema/documents';
import { letterTemplates } from '../schema/letters';

type SeededTemplate = {
  code: string;
  name: string;
  kind: LetterKind;
  subject: string;
  documentType: string;
  requiresApproval?: boolean;
  body: string;
};

const greeting = 'Dear {{employee.first_name}},';
/** Seeded letters use only what every complete employee record has (no address or manager: not all have one). */
const addressed = '{{employee.full_name}}';

/**
 * The shared starting points every company has (docs/decisions/self-service.md, "Templates are shared starting points"): a company
 * customises its own copy. The wording follows what Indian employers commonly issue; the figures and dates are
 * merge fields, so nothing here is retyped per employee. Inserted on every start; an existing code is left as
 * a super admin changed it.
 */
const TEMPLATES: SeededTemplate[] = [
  {
    code: 'offer',
    name: 'Offer letter',
    kind: 'offer',
    subject: 'Offer of employment',
    documentType: 'offer_letter',
    requiresApproval: true,
    body: `${addressed}

${greeting}

We are pleased to offer you the position of **{{employee.designation}}** in the {{employee.department}} department of {{company.legal_name}}, at {{employee.location}}. We look forward to you joining us on **{{employee.date_of_joining}}**.

Your annual cost to company will be **{{salary.annual_ctc}}** ({{salary.annual_ctc_in_words}}), made up as follows:

{{salary.breakup}}

This offer is subject to:
- satisfactory verification of your documents and references;
- your acceptance of this offer by signing and returning a copy of this letter within seven days.

An appointment letter with your terms of employment will be issued on joining.

We welcome you to {{company.name}}.`,
  },
  {
    code: 'appointment',
    name: 'Appointment letter',
    kind: 'appointment',
    subject: 'Letter of appointment',
    documentType: 'appointment_letter',
    body: `${addressed}

${greeting}

Further to your acceptance of our offer, we are pleased to appoint you as **{{employee.designation}}** in the {{employee.department}} department of {{company.legal_name}} with effect from **{{employee.date_of_joining}}**, on the following terms.

## Place of work
Your place of work will be {{employee.location}}. You may be transferred to any office or establishment of the company as its business needs.

## Remuneration
Your annual cost to company is **{{salary.annual_ctc}}**, as set out below. Your salary is paid monthly, after the deductions the law requires (provident fund, ESI where it applies, professional tax and income tax).

{{salary.breakup}}

## Conduct and notice
1. You will follow the company's policies and standing orders as they stand from time to time.
2. Either party may end the employment by notice as the company's policy provides, or pay in lieu of notice.
3. You will keep confidential all information about the company's business that comes to you in the course of your work.

Please sign and return the duplicate copy of this letter as your acceptance of these terms.`,
  },
  {
    code: 'confirmation',
    name: 'Confirmation letter',
    kind: 'confirmation',
    subject: 'Confirmation of employment',
    documentType: 'confirmation_letter',
    body: `${greeting}

We are pleased to inform you that, on the successful completion of your probation, your employment as **{{employee.designation}}** with {{company.legal_name}} is confirmed with effect from **{{letter.date}}**.

All other terms of your appointment remain unchanged. We thank you for your contribution and wish you continued success.`,
  },
  {
    code: 'increment',
    name: 'Increment letter',
    kind: 'increment',
    subject: 'Revision of compensation',
    documentType: 'increment_letter',
    body: `${greeting}

In recognition of your contribution, we are pleased to revise your annual cost to company from {{revision.previous_annual_ctc}} to **{{revision.annual_ctc}}**, an increase of {{revision.increase}} ({{revision.increase_percent}}), with effect from **{{revision.effective_from}}**.

Your revised compensation is as follows:

{{revision.breakup}}

All other terms of your employment remain unchanged. We look forward to your continued contribution to {{company.name}}.`,
  },
  {
    code: 'experience',
    name: 'Experience certificate',
    kind: 'experience',
    subject: 'Experience certificate',
    documentType: 'experience_certificate',
    body: `**To whom it may concern**

This is to certify that **{{employee.full_name}}** (employee code {{employee.employee_code}}) was employed with {{company.legal_name}} from **{{employee.date_of_joining}}** to **{{exit.last_working_day}}**. At the time of leaving, {{employee.first_name}} held the position of {{employee.designation}} in the {{employee.department}} department.

During this period we found {{employee.first_name}} sincere and hardworking. We wish {{employee.first_name}} every success in the future.`,
  },
  {
    code: 'relieving',
    name: 'Relieving letter',
    kind: 'relieving',
    subject: 'Relieving letter',
    documentType: 'company_relieving_letter',
    body: `${addressed}

${greeting}

This refers to your resignation dated {{exit.notice_date}}. We accept it and relieve you from the services of {{company.legal_name}} at the close of working hours on **{{exit.last_working_day}}**.

Your full and final settlement will be made as the company's policy provides. We confirm that you have handed over your responsibilities and the company's assets in your care.

We thank you for your services and wish you success in your future endeavours.`,
  },
];

export async function seedLetterTemplates(tx: Tx): Promise<void> {
  const codes = [...new Set(TEMPLATES.map((t) => t.documentType))];
  const types = await tx
    .select({ id: documentTypes.id, code: documentTypes.code })
    .from(documentTypes)
    .where(inArray(documentTypes.code, codes));
  const typeId = new Map(types.map((t) => [t.code, t.id]));
  const exists = await tx
    .select({ code: letterTemplates.code })
    .from(letterTemplates)
    .where(isNull(letterTemplates.company_id));
  const have = new Set(exists.map((e) => e.code));
  const rows = TEMPLATES.filter((t) => !have.has(t.code)).map((t) => {
    const documentTypeId = typeId.get(t.documentType);
    if (!documentTypeId) throw new Error(`document type ${t.documentType} is not seeded`);
    return {
      code: t.code,
      name: t.name,
      kind: t.kind,
      subject: t.subject,
      body: t.body,
      requires_approval: t.requiresApproval ?? false,
      document_type_id: documentTypeId,
      company_id: null,
    };
  });
  if (rows.length) await tx.insert(letterTemplates).values(rows).onConflictDoNothing();
}
