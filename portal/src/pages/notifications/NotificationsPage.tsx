/**
 * /notifications: the member's notifications, newest first (GET /api/member/notifications). Each reads
 * in the member's language from its kind and params, with its date; an unread one is marked. Clicking
 * one marks it read and opens what it is about; "Mark all as read" clears the bell.
 */
import './texts/notificationTexts';
import { fillNotification, type MemberNotification } from '@bakaya/api/contracts';
import { Box, Button, Chip, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate, formatInr } from '../../format/format';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { useMarkAllRead, useMarkRead, useNotifications } from './notificationsApi';

/** The text of a notification in the reader's language; amounts with Indian grouping (the template has the ₹). */
function useNotificationText() {
  const { t } = useTranslation();
  return (n: MemberNotification) => {
    const params = { ...n.params };
    if (params.amount && /^\d+(\.\d+)?$/.test(params.amount)) params.amount = formatInr(params.amount).replace(/^₹/, '');
    return fillNotification(t(`notifications.kinds.${n.kind}`, { defaultValue: n.text }), params);
  };
}

const NotificationsPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('notifications.title'), robots: 'noindex, nofollow' });
  const [perPage, setPerPage] = useState(20);
  const list = useNotifications(perPage);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const textOf = useNotificationText();

  const open = async (n: MemberNotification) => {
    if (!n.read_at) await markRead.mutateAsync(n.id).catch(() => undefined);
    void navigate(n.link);
  };

  return (
    <Stack spacing={3}>
      <PageHeading title={t('notifications.title')} intro={t('notifications.intro')} />
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <Typography color="text.secondary">{t('notifications.none')}</Typography>
          ) : (
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography aria-live="polite">{t('notifications.unreadCount', { count: page.unread })}</Typography>
                <Button variant="outlined" disabled={page.unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
                  {t('notifications.markAll')}
                </Button>
              </Stack>
              <List aria-label={t('notifications.title')} sx={{ p: 0 }}>
                {page.items.map((n) => (
                  <ListItemButton
                    key={n.id}
                    onClick={() => void open(n)}
                    divider
                    data-unread={n.read_at ? undefined : 'true'}
                    sx={{ bgcolor: n.read_at ? undefined : 'action.hover', alignItems: 'flex-start' }}
                  >
                    <ListItemText
                      primary={
                        <Box component="span" sx={{ fontWeight: n.read_at ? 400 : 600 }}>
                          {textOf(n)}
                        </Box>
                      }
                      secondary={formatDate(n.created_at)}
                    />
                    {!n.read_at && <Chip size="small" color="primary" label={t('notifications.unread')} sx={{ ml: 1 }} />}
                  </ListItemButton>
                ))}
              </List>
              {page.total > page.items.length && perPage < 100 && (
                <Button sx={{ alignSelf: 'start' }} onClick={() => setPerPage(100)}>
                  {t('notifications.more')}
                </Button>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default NotificationsPage;
