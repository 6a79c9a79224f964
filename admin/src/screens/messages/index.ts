/** The message outbox: "Send again" on a failed message of the SMS log; "Preview" on a message template. */
import { lazyPart } from '../../resources/lazyPart';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    'sms-logs': {
      showActions: lazyPart(() => import('./ResendMessageButton').then((m) => ({ default: m.ResendMessageButton }))),
    },
    templates: {
      showActions: lazyPart(() => import('./TemplatePreviewButton').then((m) => ({ default: m.TemplatePreviewButton }))),
    },
  },
} satisfies ScreenFolder;
