/**
 * "Messages we send you": the member turns SMS, email or WhatsApp off for reminders, offers and alerts
 * (GET/PUT /api/member/message-preferences). Sign-in codes, legal notices and invoices always go.
 */
import { Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../api/http';
import { showToast } from '../../feedback/toasts';

type Channel = 'sms' | 'email' | 'whatsapp';
type Choices = Record<Channel, boolean>;
const CHANNELS: Channel[] = ['sms', 'email', 'whatsapp'];

export const MessageChoices = ({ readOnly }: { readOnly: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choices = useQuery({
    queryKey: ['message-preferences'],
    queryFn: ({ signal }) => apiGet<Choices>('member/message-preferences', signal),
  });
  const change = async (channel: Channel, allowed: boolean) => {
    try {
      const next = await apiRequest<Choices>('member/message-preferences', { method: 'PUT', body: { [channel]: allowed } });
      queryClient.setQueryData(['message-preferences'], next);
      showToast('success', t('profile.messagesSaved'));
    } catch (err) {
      showToast('error', (err as Error).message);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {t('profile.messagesTitle')}
          </Typography>
          <Typography color="text.secondary">{t('profile.messagesIntro')}</Typography>
          {CHANNELS.map((c) => (
            <FormControlLabel
              key={c}
              control={
                <Switch
                  checked={choices.data?.[c] ?? true}
                  disabled={readOnly || !choices.data}
                  onChange={(e) => void change(c, e.target.checked)}
                />
              }
              label={t(`profile.messages_${c}`)}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
