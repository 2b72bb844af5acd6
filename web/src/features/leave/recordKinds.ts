import type { RecordKind } from '@/components/ui/RecordLoader';

/** How a leave policy's page says it is missing or failed to load. */
export const POLICY_RECORD: RecordKind = {
  notFoundTitle: 'Leave Policy Not Found',
  notFoundMessage: 'The leave policy does not exist, or it has been deleted.',
  backTo: '/leave-policies',
  backLabel: 'Back to Leave Policies',
  errorFallback: 'Failed to load the leave policy',
};
