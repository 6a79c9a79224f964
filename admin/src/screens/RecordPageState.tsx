/**
 * What a record's detail page shows before it has the record: skeletons while it loads, and a kind
 * warning with "Try again" when it cannot — saying whether the record does not exist (404) or could
 * not be loaded just now. Shared by the customer, defaulter-case and settlement-request pages, which
 * render it while `isPending || error || !record`.
 */
import { Alert, Box, Button, Skeleton } from '@mui/material';
import { useShowContext } from 'react-admin';

export const RecordPageState = ({ notFound, failed }: { notFound: string; failed: string }) => {
  const { isPending, error, refetch } = useShowContext();
  if (isPending)
    return (
      <Box sx={{ mt: 2 }}>
        <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          Try again
        </Button>
      }
    >
      {(error as { status?: number } | null)?.status === 404 ? notFound : failed}
    </Alert>
  );
};
