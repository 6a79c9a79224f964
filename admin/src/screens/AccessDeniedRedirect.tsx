import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';

/** Spec §6: a signed-in admin lacking a route's permission lands on /admin/dashboard. */
export const AccessDeniedRedirect = ({ page }: { page?: string }) => {
  const notify = useNotify();
  useEffect(() => {
    notify(page ? `You do not have permission to open “${page}”.` : 'You do not have permission to open that page.', { type: 'warning' });
  }, [notify, page]);
  return <Navigate to="/dashboard" replace />;
};

export const GoToDashboard = () => <Navigate to="/dashboard" replace />;
