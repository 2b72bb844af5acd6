import { useCustomiseAndEdit as useCustomiseCopy } from '@/components/templates/useCustomiseAndEdit';
import { useCustomiseTemplate } from '../api';

/** Customise a shared letter template, then edit the company's copy (components/useCustomiseAndEdit). */
export const useCustomiseAndEdit = () =>
  useCustomiseCopy(useCustomiseTemplate(), {
    copyOf: (answer) => answer.letter_template,
    editorOf: (id) => `/letters/templates/${id}`,
  });
