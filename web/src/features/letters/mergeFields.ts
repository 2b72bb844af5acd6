import {
  MERGE_FIELD_GROUP_LABELS,
  MERGE_FIELDS,
  type MergeFieldGroup,
  type MergeFieldName,
} from '@hrms/contracts/letters';

/** A merge field as the editor offers it: its name, what it is, what it prints for the sample employee. */
export type MergeFieldEntry = {
  name: MergeFieldName;
  label: string;
  example: string;
  /** A table: inserted alone on its own line. */
  block: boolean;
};

export type MergeFieldSection = { group: MergeFieldGroup; label: string; fields: MergeFieldEntry[] };

/** `{{employee.first_name}}`: how a field is written in a body. */
export const fieldToken = (name: string) => `{{${name}}}`;

/**
 * The merge fields by group, in the contract's order of groups (employee, manager, salary, revision, exit,
 * company, letter) and of fields within each; a group without fields is left out.
 */
export function mergeFieldSections(): MergeFieldSection[] {
  const entries = Object.entries(MERGE_FIELDS) as [MergeFieldName, (typeof MERGE_FIELDS)[MergeFieldName]][];
  return (Object.keys(MERGE_FIELD_GROUP_LABELS) as MergeFieldGroup[])
    .map((group) => ({
      group,
      label: MERGE_FIELD_GROUP_LABELS[group],
      fields: entries
        .filter(([, field]) => field.group === group)
        .map(([name, field]) => ({
          name,
          label: field.label,
          example: field.example,
          block: 'block' in field,
        })),
    }))
    .filter((section) => section.fields.length > 0);
}

/** Computed once: the contract's list does not change while the app runs. */
export const MERGE_FIELD_SECTIONS = mergeFieldSections();
