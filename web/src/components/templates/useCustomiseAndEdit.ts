import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { flashState } from '@/lib/flash';

/** POST /…-templates/{id}/customise: the company's own copy of a shared template, in the server's answer. */
type Customise<A> = UseMutationResult<A, Error, { id: number; companyId: number }>;

/** The customising of a catalogue's or an editor's shared template: the request's state, and its start. */
export type Customising = {
  customise: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    reset: () => void;
    variables?: { id: number };
  };
  start: (template: { id: number; name: string }, companyId: number) => void;
};

/**
 * Customise a shared template (letters, checklists): the company's own copy is made, and its editor opens
 * with a word that it is ready. `customise` is the request, for its pending state and failure.
 */
export function useCustomiseAndEdit<A>(
  customise: Customise<A>,
  { copyOf, editorOf }: { copyOf: (answer: A) => { id: number }; editorOf: (id: number) => string },
): Customising {
  const navigate = useNavigate();
  const start = (template: { id: number; name: string }, companyId: number) =>
    customise.mutate(
      { id: template.id, companyId },
      {
        onSuccess: (answer) =>
          navigate(editorOf(copyOf(answer).id), {
            state: flashState(`Your company’s copy of ${template.name} is ready to edit.`),
          }),
      },
    );
  return { customise, start };
}
