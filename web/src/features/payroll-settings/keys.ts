export const payrollSettingsKeys = {
  all: ['payroll-settings'] as const,
  of: (companyId: number | null) => ['payroll-settings', companyId] as const,
};
