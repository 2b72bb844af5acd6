import type {
  LetterBulkRequest,
  LetterBulkResult,
  LetterIssueRequest,
  LetterKind,
} from '@hrms/contracts/letters';
import { z } from 'zod';
import type { ChosenEmployee } from '@/features/employees';
import { plural } from '@/lib/format';

/** The issue dialog's boxes; `salary_structure_id` '' is the latest revision. */
export type IssueFormValues = {
  template_id: string;
  employees: ChosenEmployee[];
  salary_structure_id: string;
  send_mail: boolean;
};

export const issueFormValues = (employees: ChosenEmployee[] = []): IssueFormValues => ({
  template_id: '',
  employees,
  salary_structure_id: '',
  send_mail: false,
});

/**
 * The boxes a server message can land under: what is said of the employees (employee_ids and its items, or
 * the one employee) lands on their list, unless the employee is fixed (their page), when the banner says it.
 */
export const issueFields = (employeeFixed: boolean): readonly string[] => [
  'template_id',
  'salary_structure_id',
  'send_mail',
  ...(employeeFixed ? [] : ['employees']),
];
export const issueField = (field: string) => (field.startsWith('employee_id') ? 'employees' : field);

/** The dialog's checks, with its own words for what is missing. */
export const issueForm = z.object({
  template_id: z.string().regex(/^[1-9]\d*$/, 'Choose a letter template.'),
  employees: z
    .array(z.object({ id: z.number(), label: z.string() }))
    .min(1, 'Choose at least one employee.')
    .max(1000, 'Issue to at most 1,000 employees at once.'),
  salary_structure_id: z.string(),
  send_mail: z.boolean(),
});

/** An increment letter to one employee may state an earlier revision than the latest; to several, the latest each. */
export const offersRevision = (kind: LetterKind | undefined, employees: number) =>
  kind === 'increment' && employees === 1;

/**
 * What the dialog sends: one employee's letter (POST /employees/{id}/letters, the revision only for an increment
 * letter), or the same template to several as a job (POST /letters/bulk).
 */
export type IssuePlan =
  | { kind: 'one'; employeeId: number; body: LetterIssueRequest }
  | { kind: 'bulk'; body: LetterBulkRequest };

export function issuePlan(values: IssueFormValues, templateKind: LetterKind | undefined): IssuePlan {
  const template_id = Number(values.template_id);
  const [only, ...others] = values.employees;
  if (only && others.length === 0) {
    const revision = offersRevision(templateKind, 1) && values.salary_structure_id;
    return {
      kind: 'one',
      employeeId: only.id,
      body: {
        template_id,
        salary_structure_id: revision ? Number(revision) : null,
        send_mail: values.send_mail,
      },
    };
  }
  return {
    kind: 'bulk',
    body: { template_id, employee_ids: values.employees.map((e) => e.id), send_mail: values.send_mail },
  };
}

/** A bulk job's outcome: "3 letters issued, 1 sent for approval." and each employee not given one, with why. */
export function bulkOutcome(result: LetterBulkResult): { done: string | null; failed: string[] } {
  const parts = [
    result.issued ? `${plural(result.issued, 'letter')} issued` : null,
    result.pending ? `${plural(result.pending, 'letter')} sent for approval` : null,
  ].filter(Boolean);
  return {
    done: parts.length ? `${parts.join(', ')}.` : null,
    failed: result.failed.map((f) => `${f.employee}: ${f.message}`),
  };
}
