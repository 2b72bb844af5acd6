import type { ChecklistTemplate } from '@hrms/contracts/checklists';
import { describe, expect, it } from 'vitest';
import {
  NEW_TASK,
  savedChoices,
  templateFields,
  templateForm,
  templateFormValues,
  withSaved,
} from './templateForm';

const template: ChecklistTemplate = {
  id: 4,
  company_id: 1,
  code: 'onboarding',
  name: 'Joining',
  kind: 'onboarding',
  is_default: true,
  is_active: true,
  updated_at: '2026-12-01T10:00:00Z',
  tasks: [
    {
      id: 12,
      position: 2,
      title: 'Collect PAN card',
      description: null,
      owner_kind: 'employee',
      owner_role: null,
      owner_employee: null,
      due_days: 0,
      document_type: { id: 3, name: 'PAN card' },
    },
    {
      id: 11,
      position: 1,
      title: 'Laptop',
      description: 'With the VPN set up',
      owner_kind: 'role',
      owner_role: { id: 7, name: 'it_admin' },
      owner_employee: null,
      due_days: -2,
      document_type: null,
    },
    {
      id: 13,
      position: 3,
      title: 'Buddy lunch',
      description: null,
      owner_kind: 'person',
      owner_role: null,
      owner_employee: { id: 9, first_name: 'Rahul', last_name: 'Mehta', employee_id: 'EMP-009' },
      due_days: 5,
      document_type: null,
    },
  ],
};

describe('templateFormValues', () => {
  it('holds a template’s tasks in their order, ids as the selects hold them', () => {
    const values = templateFormValues(template);
    expect(values).toMatchObject({ name: 'Joining', kind: 'onboarding', is_default: true, is_active: true });
    expect(values.tasks.map((t) => t.title)).toEqual(['Laptop', 'Collect PAN card', 'Buddy lunch']);
    expect(values.tasks[0]).toEqual({
      title: 'Laptop',
      description: 'With the VPN set up',
      owner_kind: 'role',
      owner_role_id: '7',
      owner_employee_id: '',
      saved_person: null,
      due_days: '-2',
      document_type_id: '',
    });
    expect(values.tasks[1]?.document_type_id).toBe('3');
    expect(values.tasks[2]).toMatchObject({
      owner_employee_id: '9',
      saved_person: { value: '9', label: 'Rahul Mehta (EMP-009)' },
    });
  });

  it('starts a new template active, not the default, with one blank task', () => {
    expect(templateFormValues(null)).toEqual({
      name: '',
      kind: 'onboarding',
      is_default: false,
      is_active: true,
      tasks: [NEW_TASK],
    });
  });
});

describe('templateForm', () => {
  it('makes the request: numbers for ids and days, only the owner the kind names, blanks as null', () => {
    const values = templateFormValues(template);
    const [laptop, pan, lunch] = values.tasks;
    // A person chosen before the kind went back to a role is not sent.
    values.tasks = [
      { ...NEW_TASK, ...laptop, description: '  ', owner_employee_id: '9' },
      { ...NEW_TASK, ...pan },
      { ...NEW_TASK, ...lunch },
    ];
    const parsed = templateForm.safeParse(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      name: 'Joining',
      kind: 'onboarding',
      is_default: true,
      is_active: true,
      tasks: [
        {
          title: 'Laptop',
          description: null,
          owner_kind: 'role',
          owner_role_id: 7,
          owner_employee_id: null,
          due_days: -2,
          document_type_id: null,
        },
        {
          title: 'Collect PAN card',
          description: null,
          owner_kind: 'employee',
          owner_role_id: null,
          owner_employee_id: null,
          due_days: 0,
          document_type_id: 3,
        },
        {
          title: 'Buddy lunch',
          description: null,
          owner_kind: 'person',
          owner_role_id: null,
          owner_employee_id: 9,
          due_days: 5,
          document_type_id: null,
        },
      ],
    });
  });

  it('puts each task’s problems under its own boxes', () => {
    const values = templateFormValues(null);
    values.tasks = [
      { ...NEW_TASK, title: 'Laptop', owner_kind: 'role', due_days: '181' },
      { ...NEW_TASK, title: '', owner_kind: 'person', due_days: '1.5' },
    ];
    const parsed = templateForm.safeParse(values);
    expect(parsed.success).toBe(false);
    const issues = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toMatchObject({
      name: 'The name is required.',
      'tasks.0.owner_role_id': 'Choose the role whose holders do this task.',
      'tasks.0.due_days': 'Due days must be a whole number from -90 to 180.',
      'tasks.1.title': 'Give the task a title.',
      'tasks.1.due_days': 'Due days must be a whole number from -90 to 180.',
    });
  });

  it('wants at least one task', () => {
    const parsed = templateForm.safeParse({ ...templateFormValues(null), name: 'Exit', tasks: [] });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['tasks'], message: 'Add at least one task.' });
  });
});

describe('templateFields', () => {
  it('names every box of every task', () => {
    const fields = templateFields(2);
    expect(fields).toContain('tasks');
    expect(fields).toContain('tasks.1.owner_employee_id');
    expect(fields).not.toContain('tasks.2.title');
    expect(fields).not.toContain('company_id');
  });
});

describe('withSaved and savedChoices', () => {
  it('offers the saved template’s roles and types after those loaded, each once', () => {
    const saved = savedChoices(template);
    expect(saved).toEqual({
      roles: [{ value: '7', label: 'it admin' }],
      documentTypes: [{ value: '3', label: 'PAN card' }],
    });
    expect(withSaved([{ value: '3', label: 'PAN card' }], saved.documentTypes)).toEqual([
      { value: '3', label: 'PAN card' },
    ]);
    expect(
      withSaved(
        [{ value: '1', label: 'Admin' }],
        [...saved.roles, { value: '7', label: 'it admin' }, { value: '8', label: 'Facilities' }],
      ),
    ).toEqual([
      { value: '1', label: 'Admin' },
      { value: '7', label: 'it admin' },
      { value: '8', label: 'Facilities' },
    ]);
    expect(savedChoices(null)).toEqual({ roles: [], documentTypes: [] });
  });
});
