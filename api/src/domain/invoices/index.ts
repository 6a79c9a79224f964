/**
 * The front door of invoices: what other components may use. Another component imports from
 * '../invoices', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { amountInWords } from './amountInWords';
export { createCreditNote, recordCreditNoteRefund } from './creditNoteService';
export { fontsFor, preloadPdfFonts } from './invoicePdf';
export {
  createInvoiceForOrder,
  issuePreparedInvoice,
  orderInvoiceToIssue,
  prepareNewOrderInvoice,
  recordPendingInvoice,
} from './invoiceService';
export { rateBasisPoints, taxSplit, type TaxSplit } from './taxSplit';
