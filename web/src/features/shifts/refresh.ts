import { useQueryClient } from '@tanstack/react-query';
import { attendanceKeys } from '@/features/attendance';
import { invalidateLeave } from '@/features/leave';
import { shiftKeys } from './keys';

/**
 * Refreshes what shifts feed: these screens, attendance (a day is scored against its shift) and leave (a
 * policy without weekly offs uses the day's shift's).
 */
export function useRefreshShifts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
      queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
      invalidateLeave(queryClient),
    ]);
}
