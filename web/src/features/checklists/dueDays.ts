import { CHECKLIST_ANCHOR_LABELS, type ChecklistKind } from '@hrms/contracts/checklists';
import { plural } from '@/lib/format';

/**
 * When a template's task falls due, in words: "On the joining day", "3 days after the joining day",
 * "1 day before the last working day". Anything not a whole number says nothing (the box is being typed in).
 */
export function dueDaysText(days: number, kind: ChecklistKind): string | null {
  if (!Number.isInteger(days)) return null;
  const anchor = CHECKLIST_ANCHOR_LABELS[kind];
  if (days === 0) return `On the ${anchor}`;
  const count = Math.abs(days);
  return `${plural(count, 'day')} ${days > 0 ? 'after' : 'before'} the ${anchor}`;
}

/** The editor's hint under a task's due days: the rule, then what the box says now ("Due 2 days before…"). */
export function dueDaysHint(value: string, kind: ChecklistKind): string {
  const rule = `Days after the ${CHECKLIST_ANCHOR_LABELS[kind]}; negative: before it.`;
  const text = /^\s*-?\d+\s*$/.test(value) ? dueDaysText(Number(value), kind) : null;
  return text ? `${rule} Due: ${text.charAt(0).toLowerCase()}${text.slice(1)}.` : rule;
}
