import type { LetterListParams } from './api';

/**
 * Every key starts with 'letters' (the approvals trail of a letter's page does too, approvals/keys.ts): an
 * issue, a decision or a template saved refreshes the whole area.
 */
export const letterKeys = {
  all: ['letters'] as const,
  templates: (companyId: number | null, active: boolean) =>
    ['letters', 'templates', companyId, active] as const,
  template: (id: number) => ['letters', 'template', id] as const,
  settings: (companyId: number | null) => ['letters', 'settings', companyId] as const,
  list: (query: LetterListParams) => ['letters', 'list', query] as const,
  letter: (id: number) => ['letters', 'letter', id] as const,
  /** A letter's PDF as it stands: a pending one's draft is another file than the issued one. */
  pdf: (id: number, status: string) => ['letters', 'pdf', id, status] as const,
};
