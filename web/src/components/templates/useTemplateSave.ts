import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flashState } from '@/lib/flash';

type Saving<B, A> = {
  mutate: (
    body: B & { company_id?: number | null },
    options: { onSuccess: (answer: A) => void; onError: (error: Error) => void },
  ) => void;
};

/**
 * Saving a template's editor (letters, checklists). A new one is added for `companyId` and its editor takes
 * the new page's place, with the server's word; an edited one is saved, the form takes the template as written
 * (`onWritten`) and the word shows in place (`done`). `onFailed` puts a 422's messages under their fields.
 */
export function useTemplateSave<B extends object, A extends { message: string }, T extends { id: number }>({
  template,
  companyId,
  save,
  written,
  editorOf,
  onWritten,
  onFailed,
}: {
  template: T | null;
  companyId: number | null;
  save: Saving<B, A>;
  /** The template in the server's answer. */
  written: (answer: A) => T;
  editorOf: (id: number) => string;
  onWritten: (template: T) => void;
  onFailed: (error: Error) => void;
}) {
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const submit = (body: B) => {
    setDone(null);
    save.mutate(template ? body : { ...body, company_id: companyId }, {
      onSuccess: (answer) => {
        const saved = written(answer);
        if (!template) {
          navigate(editorOf(saved.id), { replace: true, state: flashState(answer.message) });
          return;
        }
        onWritten(saved);
        setDone(answer.message);
      },
      onError: onFailed,
    });
  };
  return { done, dismiss: () => setDone(null), submit };
}
