import { useCustomiseAndEdit as useCustomiseCopy } from '@/components/templates/useCustomiseAndEdit';
import { useCustomiseChecklistTemplate } from '../api';

/** Customise a shared checklist template, then edit the company's copy (components/useCustomiseAndEdit). */
export const useCustomiseAndEdit = () =>
  useCustomiseCopy(useCustomiseChecklistTemplate(), {
    copyOf: (answer) => answer.checklist_template,
    editorOf: (id) => `/checklists/templates/${id}`,
  });
