/**
 * Temporary OTP (spec §2 Settings → otp): make a one-time support sign-in code for a customer.
 * POST /api/admin/save/TempOtp { user_id, reason } answers the code once; it is never shown again.
 */
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, ReferenceInput, SaveButton, SimpleForm, TextInput, Title, Toolbar, required, useNotify } from 'react-admin';
import { API_URL } from '../../config';
import { formatDateTime } from '../../format/display';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { httpClient } from '../../providers/httpClient';
import { resourceByName } from '../../registry/resourceIndex';
import type { CustomScreenProps } from '../screenTypes';

interface Issued {
  otp: string;
  expires_at: string;
}

const TemporaryOtpScreen = ({ route }: CustomScreenProps) => {
  useDocumentTitle(route.title);
  const notify = useNotify();
  const [issued, setIssued] = useState<Issued | null>(null);
  const customers = resourceByName('customers')!.route;

  const submit = async (values: Record<string, unknown>) => {
    setIssued(null);
    try {
      const { json } = await httpClient(`${API_URL}/admin/save/TempOtp`, { method: 'POST', body: JSON.stringify(values) });
      setIssued(json as Issued);
      notify('Temporary code created. Share it with the customer over a verified channel.', { type: 'success' });
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, unknown> } };
      if (e.body?.errors) return e.body.errors;
      notify(e.message ?? 'The code could not be created.', { type: 'error' });
    }
    return undefined;
  };

  return (
    <Box sx={{ mt: 1, maxWidth: 720 }}>
      <Title title={route.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {route.title}
          </Typography>
          <Typography>
            A single-use code (30 minutes) that lets a customer sign in when SMS or email does not reach them. Every code is audited.
          </Typography>
        </CardContent>
        <SimpleForm
          noValidate
          onSubmit={submit}
          toolbar={
            <Toolbar>
              <SaveButton label="Create code" />
            </Toolbar>
          }
        >
          <ReferenceInput source="user_id" reference={customers}>
            <AutocompleteInput label="Customer" validate={required('Please choose the customer.')} fullWidth />
          </ReferenceInput>
          <TextInput
            source="reason"
            label="Reason"
            multiline
            minRows={2}
            fullWidth
            validate={required('Please give the reason for this code.')}
          />
        </SimpleForm>
        {issued && (
          <CardContent>
            <Alert severity="success">
              Code <strong style={{ fontSize: 20, letterSpacing: 2 }}>{issued.otp}</strong> — valid until{' '}
              {formatDateTime(issued.expires_at)}. It will not be shown again.
            </Alert>
          </CardContent>
        )}
      </Card>
    </Box>
  );
};

export default TemporaryOtpScreen;
