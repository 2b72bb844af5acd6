import type { Form16Filters } from './api';

export const form16Keys = {
  all: ['form16'] as const,
  list: (filters: Form16Filters) => ['form16', 'list', filters] as const,
};
