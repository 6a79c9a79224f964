/** The header's bell for a signed-in member: how many notifications are unread; opens /notifications. */
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useNotifications } from '../pages/notifications/notificationsApi';

export const NotificationBell = () => {
  const { t } = useTranslation();
  const unread = useNotifications().data?.unread ?? 0;
  // The name says what the badge shows ("99+" past 99), and with nothing unread there is no badge text at
  // all: a link's visible text must be part of its name (axe label-content-name-mismatch).
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to="/notifications"
      aria-label={unread ? t('nav.notificationsUnread', { count: unread, shown }) : t('nav.notifications')}
    >
      {unread ? (
        <Badge badgeContent={shown} color="error" data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsIcon />
      )}
    </IconButton>
  );
};
