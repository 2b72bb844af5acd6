import type { RecordKind } from '@/components/ui/RecordLoader';

/** How the job posting pages say it is missing (spec 3 §8 "Job posting not found") or failed to load. */
export const JOB_POSTING_RECORD: Omit<RecordKind, 'errorFallback'> = {
  notFoundTitle: 'Job posting not found',
  notFoundMessage: 'It does not exist, or it belongs to a company you cannot see.',
  backTo: '/recruitment',
  backLabel: 'Back to Jobs',
};
