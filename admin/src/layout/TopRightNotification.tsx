import { Notification } from 'react-admin';
import { TOAST_MS } from '../config';

/** Spec §2/§9: toasts at the top right that close by themselves after 3 seconds. */
export const TopRightNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TOAST_MS} multiLine />
);
