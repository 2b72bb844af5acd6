import type { LetterTemplate } from '@hrms/contracts/letters';
import { useNavigate } from 'react-router';
import { flashState } from '@/lib/flash';
import { useCustomiseTemplate } from '../api';

/**
 * Customise a shared template: the company's own copy is made, and its editor opens with a word that it is
 * ready. `customise` is the request, for its pending state and failure.
 */
export function useCustomiseAndEdit() {
  const customise = useCustomiseTemplate();
  const navigate = useNavigate();
  const start = (template: Pick<LetterTemplate, 'id' | 'name'>, companyId: number) =>
    customise.mutate(
      { id: template.id, companyId },
      {
        onSuccess: ({ letter_template: copy }) =>
          navigate(`/letters/templates/${copy.id}`, {
            state: flashState(`Your company’s copy of ${template.name} is ready to edit.`),
          }),
      },
    );
  return { customise, start };
}
