import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session';

/** Every route below needs a signed-in user; anyone else goes to /login. */
export function RequireAuth() {
  const { status } = useSession();
  if (status !== 'signed-in') return <Navigate to="/login" replace />;
  return <Outlet />;
}
