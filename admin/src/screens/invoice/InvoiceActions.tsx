/** An invoice's detail-page actions: download its PDF, send it to the member again. */
import type { ResourceDef } from '@bakaya/api/registry';
import { DownloadPdfButton } from './DownloadPdfButton';
import { ResendInvoiceButton } from './ResendInvoiceButton';

export const InvoiceActions = ({ def }: { def: ResourceDef }) => (
  <>
    <DownloadPdfButton def={def} />
    <ResendInvoiceButton def={def} />
  </>
);
