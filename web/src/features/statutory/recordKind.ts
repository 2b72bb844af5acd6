import type { RecordKind } from '@/components/ui/RecordLoader';

export const RATE_RECORD: RecordKind = {
  notFoundTitle: 'Statutory Rates Not Found',
  notFoundMessage: 'This version of the statutory rates does not exist, or it has been deleted.',
  backTo: '/statutory-rates',
  backLabel: 'Back to Statutory Rates',
  errorFallback: 'Failed to fetch statutory rates',
};
