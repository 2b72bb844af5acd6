import type { PunchFilters } from './filters';

/**
 * Query keys of the device screens. They start with the attendance area's 'attendance': a punch import or a
 * device user's match writes attendance days, so those writes refresh the whole area, these screens with it.
 */
export const deviceKeys = {
  all: ['attendance', 'devices'] as const,
  devices: ['attendance', 'devices', 'list'] as const,
  punches: (filters: PunchFilters) => ['attendance', 'devices', 'punches', filters] as const,
  unmatched: ['attendance', 'devices', 'unmatched'] as const,
  mappings: ['attendance', 'devices', 'mappings'] as const,
  imports: (page: number) => ['attendance', 'devices', 'imports', page] as const,
  // Outside 'attendance': no attendance write changes the pick lists.
  branches: (companyId: number | null) => ['attendance-device-options', 'branches', companyId] as const,
};
