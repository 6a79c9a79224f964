/** Invoices and credit notes: "Download PDF" (and "Send to member" on an invoice) on the detail page. */
import { lazyPart } from '../../resources/lazyPart';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    'credit-notes': {
      showActions: lazyPart(() => import('./DownloadPdfButton').then((m) => ({ default: m.DownloadPdfButton }))),
    },
    invoices: {
      showActions: lazyPart(() => import('./InvoiceActions').then((m) => ({ default: m.InvoiceActions }))),
    },
  },
} satisfies ScreenFolder;
