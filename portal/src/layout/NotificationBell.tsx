/** The header's bell for a signed-in member: how many notifications are unread; opens /notifications. */
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useNotifications } from '../pages/notifications/notificationsApi';

export const NotificationBell = () => {
  const { t } = useTranslation();
  const unread = useNotifications().data?.unread ?? 0;
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to="/notifications"
      aria-label={unread ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')}
    >
      <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
};
