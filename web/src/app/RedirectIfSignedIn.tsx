import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session';

/** /login is for signed-out users only; a signed-in user goes to the dashboard. */
export function RedirectIfSignedIn() {
  const { status } = useSession();
  if (status === 'signed-in') return <Navigate to="/" replace />;
  return <Outlet />;
}
