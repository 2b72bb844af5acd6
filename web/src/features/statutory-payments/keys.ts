import type { StatutoryPaymentListQuery } from '@hrms/contracts/statutory-payments';

export const statutoryPaymentKeys = {
  all: ['statutory-payments'] as const,
  list: (q: Partial<StatutoryPaymentListQuery>) => ['statutory-payments', 'list', q] as const,
};
