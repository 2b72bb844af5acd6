import type { DocumentRequestCreate } from '@hrms/contracts/documents';
import { z } from 'zod';
import type { ChosenEmployee } from '@/features/employees';

export type RequestFormValues = {
  employees: ChosenEmployee[];
  document_type_id: string;
  due_on: string;
  note: string;
};

export const EMPTY_REQUEST: RequestFormValues = { employees: [], document_type_id: '', due_on: '', note: '' };

/** The boxes a server message can land under (employee_ids and its items land on the employee list). */
export const REQUEST_FIELDS: readonly string[] = ['employees', 'document_type_id', 'due_on', 'note'];
export const requestField = (field: string) => (field.startsWith('employee_ids') ? 'employees' : field);

/** The dialog's schema, to the body POST /document-requests takes. */
export const requestForm = z
  .object({
    employees: z
      .array(z.object({ id: z.number(), label: z.string() }))
      .min(1, 'Choose at least one employee.')
      .max(500, 'Request from at most 500 employees at once.'),
    document_type_id: z.string().regex(/^[1-9]\d*$/, 'Choose the type of document.'),
    due_on: z.string().min(1, 'The due date is required.'),
    note: z.string().trim().max(500, 'The note may be at most 500 characters.'),
  })
  .transform(
    (values): DocumentRequestCreate => ({
      employee_ids: values.employees.map((employee) => employee.id),
      document_type_id: Number(values.document_type_id),
      due_on: values.due_on,
      note: values.note || null,
    }),
  );
