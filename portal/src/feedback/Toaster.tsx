/** Shows the toasts of feedback/toasts.ts top right, under the header, each closing after 3 seconds. */
import { Alert, Box } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_MS, useToasts, type Toast } from './toasts';

const ToastItem = ({ toast }: { toast: Toast }) => {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return (
    <Alert
      severity={toast.type}
      variant="filled"
      onClose={() => dismissToast(toast.id)}
      closeText={t('common.close')}
      sx={{ whiteSpace: 'pre-line', boxShadow: 3, pointerEvents: 'auto' }}
    >
      {toast.text}
    </Alert>
  );
};

export const Toaster = () => {
  const toasts = useToasts();
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 72 },
        right: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: { sm: 420 },
        pointerEvents: 'none',
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </Box>
  );
};
