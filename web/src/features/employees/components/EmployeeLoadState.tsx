import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { NoPermission } from '@/components/ui/NoPermission';
import { NotFound } from '@/components/ui/NotFound';
import { ApiError, errorMessage } from '@/lib/api';

/**
 * What a page about one employee shows while the record is not there: loading, "Employee not
 * found" (404, or an id that is not a number), the no-permission card (403: the server's bare
 * "This action is unauthorized." is no message for a page), or the failure in the red banner.
 */
export function EmployeeLoadState({
  pending,
  error,
  fallbackMessage,
  backTo,
}: {
  pending: boolean;
  error: unknown;
  fallbackMessage: string;
  backTo: string;
}) {
  if (error instanceof ApiError && error.status === 404) return <EmployeeNotFound backTo={backTo} />;
  if (error instanceof ApiError && error.status === 403) {
    return <NoPermission message="You do not have permission to view this employee" />;
  }
  if (error) return <ErrorBanner message={errorMessage(error, fallbackMessage)} />;
  if (pending) return <LoadingState variant="page" label="Loading employee..." />;
  return <EmployeeNotFound backTo={backTo} />;
}

export function EmployeeNotFound({ backTo }: { backTo: string }) {
  return (
    <>
      <title>Employee not found · HRMS</title>
      <NotFound
        title="Employee not found"
        message="The employee you are looking for does not exist or you do not have access to it."
        backTo={backTo}
        backLabel={backTo === '/employees' ? 'Back to Employees' : 'Back'}
      />
    </>
  );
}
