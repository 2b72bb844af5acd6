import { CHECKLIST_ANCHOR_LABELS, type ChecklistKind } from '@hrms/contracts/checklists';
import { longDate } from '../../../platform/dates';
import type { Message } from './mail';

/** A joiner's or leaver's checklist started with `count` tasks for the recipient (dates as YYYY-MM-DD). */
export type ChecklistAssignedFacts = {
  checklistId: number;
  kind: ChecklistKind;
  employeeName: string;
  anchorDate: string;
  count: number;
  firstDue: string;
};

/** A task due tomorrow (or today), or overdue. */
export type ChecklistTaskDueFacts = {
  taskId: number;
  title: string;
  kind: ChecklistKind;
  employeeName: string;
  dueOn: string;
  overdue: boolean;
};

const tasks = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'task' : 'tasks'}`;

/** Onboarding's and offboarding's messages (the checklists module sends them). */
export const CHECKLIST_TEMPLATES = {
  'checklist.tasks_assigned': (f: ChecklistAssignedFacts): Message => ({
    title: `${tasks(f.count)} for ${f.employeeName}’s ${f.kind}`,
    body: `${f.employeeName}’s ${f.kind} checklist has started (${CHECKLIST_ANCHOR_LABELS[f.kind]} ${longDate(f.anchorDate)}): ${tasks(f.count)} for you, the first due ${longDate(f.firstDue)}.`,
    facts: [
      ['Employee', f.employeeName],
      [CHECKLIST_ANCHOR_LABELS[f.kind].replace(/^./, (c) => c.toUpperCase()), longDate(f.anchorDate)],
      ['Your tasks', f.count.toLocaleString('en-IN')],
    ],
    link: '/my-tasks',
  }),
  'checklist_task.due': (f: ChecklistTaskDueFacts): Message => ({
    title: f.overdue ? `Overdue: ${f.title}` : `Due ${longDate(f.dueOn)}: ${f.title}`,
    body: `${f.title}, for ${f.employeeName}’s ${f.kind}, ${f.overdue ? 'was due' : 'is due'} on ${longDate(f.dueOn)}.`,
    facts: [
      ['Task', f.title],
      ['Employee', f.employeeName],
      ['Due', longDate(f.dueOn)],
    ],
    link: '/my-tasks',
  }),
};
