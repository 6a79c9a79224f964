import { Notification } from 'react-admin';
import { TOAST_MS } from '../config';

/**
 * Below the app bar and the page's own toolbar row, so a toast never covers the user menu or the
 * page's buttons (Edit, Create…): the app bar is 48 px, a page toolbar ends by ~110 px.
 */
export const TOAST_TOP_PX = 116;

/** Spec §2/§9: toasts at the top right that close by themselves after 3 seconds. */
export const TopRightNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={TOAST_MS}
    multiLine
    sx={{ top: { xs: TOAST_TOP_PX } }}
  />
);
