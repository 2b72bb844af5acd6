/** Query keys of the home screen's own reads (the cards that reuse other features' hooks use theirs). */
export const homeKeys = {
  all: ['home'] as const,
  requests: (source: string) => ['home', 'requests', source] as const,
  holidays: (employeeId: number, year: number) => ['home', 'holidays', employeeId, year] as const,
  celebrations: ['home', 'celebrations'] as const,
};
