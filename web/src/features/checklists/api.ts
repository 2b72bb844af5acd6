import type {
  Checklist,
  ChecklistDetail,
  ChecklistKind,
  ChecklistStatus,
  ChecklistTask,
  ChecklistTaskUpdate,
  ChecklistTemplate,
  ChecklistTemplateRequest,
  TaskStatus,
} from '@hrms/contracts/checklists';
import type { Paged } from '@hrms/contracts/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settlementKeys } from '@/features/exits';
import { api } from '@/lib/api';
import { checklistKeys } from './keys';

type Message = { message: string };

const validId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/**
 * After any write: the checklists' screens, and the full and final settlements, whose no-dues count the
 * leaver's offboarding tasks.
 */
function useRefreshChecklists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: checklistKeys.all }),
      queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
    ]);
}

// ---- templates

/**
 * GET /checklist-templates: a company's own templates and the shared ones it has not customised (of
 * `companyId`, or the caller's when null), both kinds.
 */
export function useChecklistTemplates(companyId: number | null, enabled = true) {
  return useQuery({
    queryKey: checklistKeys.templates(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ChecklistTemplate[] }>('/checklist-templates', {
          query: { company_id: companyId },
          fallbackMessage: 'Failed to load checklist templates',
          signal,
        })
      ).data,
    enabled,
  });
}

export function useChecklistTemplate(id: number | null) {
  return useQuery({
    queryKey: checklistKeys.template(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ checklist_template: ChecklistTemplate }>(`/checklist-templates/${id}`, {
          fallbackMessage: 'Failed to load the checklist template',
          signal,
        })
      ).checklist_template,
    enabled: validId(id),
  });
}

/** A template written: the server's message and the template as saved. */
export type TemplateAnswer = Message & { checklist_template: ChecklistTemplate };

/** POST /checklist-templates (a new one) or PUT /checklist-templates/{id}: the tasks are replaced in order. */
export function useSaveChecklistTemplate(id: number | null) {
  const refresh = useRefreshChecklists();
  return useMutation({
    mutationFn: (body: ChecklistTemplateRequest) =>
      id === null
        ? api.post<TemplateAnswer>('/checklist-templates', body, {
            fallbackMessage: 'Failed to add the template',
          })
        : api.put<TemplateAnswer>(`/checklist-templates/${id}`, body, {
            fallbackMessage: 'Failed to save the template',
          }),
    onSuccess: refresh,
  });
}

/** DELETE /checklist-templates/{id}: checklists already started from it keep their tasks. */
export function useDeleteChecklistTemplate() {
  const refresh = useRefreshChecklists();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<Message>(`/checklist-templates/${id}`, { fallbackMessage: 'Failed to delete the template' }),
    onSuccess: refresh,
  });
}

/** POST /checklist-templates/{id}/customise: the company's own copy of a shared template (409 if it has one). */
export function useCustomiseChecklistTemplate() {
  const refresh = useRefreshChecklists();
  return useMutation({
    mutationFn: ({ id, companyId }: { id: number; companyId: number }) =>
      api.post<TemplateAnswer>(
        `/checklist-templates/${id}/customise`,
        { company_id: companyId },
        { fallbackMessage: 'Failed to customise the template' },
      ),
    onSuccess: refresh,
  });
}

// ---- checklists

/** GET /checklists' filters; left-out ones do not narrow the list. */
export type ChecklistListParams = {
  page: number;
  company_id?: number | null;
  kind: ChecklistKind;
  status?: ChecklistStatus | '';
  search?: string;
};

/** GET /checklists (manage-checklists): one page of joiners' or leavers' checklists with their progress. */
export function useChecklists(query: ChecklistListParams, enabled = true) {
  return useQuery({
    queryKey: checklistKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<Checklist>>('/checklists', {
        query: { ...query },
        fallbackMessage: 'Failed to load checklists',
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /checklists/{id}: for HR, the employee themselves and their manager (404 for anyone else). */
export function useChecklist(id: number | null) {
  return useQuery({
    queryKey: checklistKeys.checklist(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ checklist: ChecklistDetail }>(`/checklists/${id}`, {
          fallbackMessage: 'Failed to load the checklist',
          signal,
        })
      ).checklist,
    enabled: validId(id),
  });
}

/** GET /employees/{id}/checklists: the employee's checklists with their tasks. */
export function useEmployeeChecklists(employeeId: number) {
  return useQuery({
    queryKey: checklistKeys.ofEmployee(employeeId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ChecklistDetail[] }>(`/employees/${employeeId}/checklists`, {
          fallbackMessage: 'Failed to load the checklists',
          signal,
        })
      ).data,
  });
}

/**
 * POST /employees/{id}/checklists: HR starts one by hand from the company's default template of the kind;
 * 409 while one is live, 422 (on `kind`) when the company has no template of that kind.
 */
export function useStartChecklist() {
  const refresh = useRefreshChecklists();
  return useMutation({
    mutationFn: ({ employeeId, kind }: { employeeId: number; kind: ChecklistKind }) =>
      api.post<Message & { checklist: ChecklistDetail }>(
        `/employees/${employeeId}/checklists`,
        { kind },
        { fallbackMessage: 'Failed to start the checklist' },
      ),
    onSuccess: refresh,
  });
}

// ---- tasks

/** GET /checklist-tasks' filters: the caller's own tasks (`mine`) or every one (`all`, HR). */
export type TaskListParams = {
  page: number;
  per_page?: number;
  scope: 'mine' | 'all';
  status?: TaskStatus | '';
  kind?: ChecklistKind | '';
  overdue?: boolean;
};

/** GET /checklist-tasks: one page of tasks; `can_update` on each says whether the caller may mark it. */
export function useChecklistTasks(query: TaskListParams) {
  return useQuery({
    queryKey: checklistKeys.tasks(query),
    queryFn: ({ signal }) =>
      api.get<Paged<ChecklistTask>>('/checklist-tasks', {
        query: { ...query, overdue: query.overdue ? 'true' : undefined },
        fallbackMessage: 'Failed to load tasks',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * PUT /checklist-tasks/{id}: done, not needed or back to do, with a note (its owner or HR). 422 on `status`
 * when a document-collecting task is marked done before that document is on file.
 */
export function useUpdateTask() {
  const refresh = useRefreshChecklists();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChecklistTaskUpdate }) =>
      api.put<Message & { checklist_task: ChecklistTask }>(`/checklist-tasks/${id}`, body, {
        fallbackMessage: 'Failed to update the task',
      }),
    onSuccess: refresh,
  });
}
