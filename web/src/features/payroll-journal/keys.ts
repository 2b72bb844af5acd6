export const payrollJournalKeys = {
  all: ['ledger-mapping'] as const,
  of: (companyId: number | null) => ['ledger-mapping', companyId] as const,
};
