import type { ChecklistListParams, TaskListParams } from './api';

/**
 * Every key starts with the employees area's ('employees', 'checklists'): creating an employee and recording
 * an exit start checklists, and those writes refresh every employee screen (invalidateEmployees), so these
 * too without the employees or exits features knowing of checklists. A task marked or a template saved
 * refreshes the whole area.
 */
export const checklistKeys = {
  all: ['employees', 'checklists'] as const,
  templates: (companyId: number | null) => ['employees', 'checklists', 'templates', companyId] as const,
  template: (id: number) => ['employees', 'checklists', 'template', id] as const,
  list: (query: ChecklistListParams) => ['employees', 'checklists', 'list', query] as const,
  checklist: (id: number) => ['employees', 'checklists', 'checklist', id] as const,
  ofEmployee: (employeeId: number) => ['employees', 'checklists', 'employee', employeeId] as const,
  tasks: (query: TaskListParams) => ['employees', 'checklists', 'tasks', query] as const,
};
