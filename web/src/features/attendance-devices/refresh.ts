import { useQueryClient } from '@tanstack/react-query';
import { attendanceKeys } from '@/features/attendance';

/**
 * Refreshes what punches feed: the attendance area (a match or an import writes attendance days), these
 * screens among it since their keys start with 'attendance'.
 */
export function useRefreshPunches() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
}
