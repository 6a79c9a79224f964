/** A member's invoices (domain/invoices): one declaration per endpoint. */
import { z } from 'zod';
import { dateTime, rupees } from '../../contracts/answers/answerParts';
import { defineRoutes, idInPath } from '../routeContract';

const tags = ['Invoices'];

/** A GST document's PDF (tax invoice or credit note): its labels' language, and the attachment it answers. */
const pdfLanguage = z.object({ lang: z.enum(['en', 'hi']).meta({ description: 'Language of the labels (default en)' }).optional() });
const pdfAttachment = {
  description: 'The PDF',
  body: z.string().meta({ format: 'binary' }),
  media: 'application/pdf',
  headers: {
    'Content-Disposition': { schema: z.string().regex(/^attachment; filename="/), required: true },
    'Download-Filename': { schema: z.string(), required: true },
  },
};

export const invoiceRoutes = defineRoutes([
  {
    method: 'post',
    path: '/api/admin/invoices/{id}/resend',
    tags,
    summary: 'Staff (Invoices → process) send an issued invoice to its member again: email, else SMS, with where to download it',
    params: z.object({ id: idInPath }),
    responses: {
      200: { description: 'Sent', body: z.looseObject({ message: z.string(), channel: z.enum(['email', 'sms']), sentTo: z.string() }) },
      403: 'Not staff with Invoices → process',
      404: 'No such invoice',
      409: 'Not issued, or the member has no email or mobile',
      429: 'Sent less than a minute ago',
    },
  },
  {
    method: 'get',
    path: '/api/my-invoices',
    tags,
    summary: 'The signed-in member’s issued GST invoices, newest first',
    responses: {
      200: {
        description: 'The invoices',
        body: z.array(
          z.strictObject({
            id: z.number().int().min(1),
            invoiceNumber: z
              .string()
              .max(16)
              .meta({ examples: ['BKY/26-27/000123'] }),
            issuedAt: dateTime,
            orderNumber: z.string(),
            businessName: z.string().nullable(),
            taxable: rupees,
            cgst: rupees,
            sgst: rupees,
            igst: rupees,
            total: rupees,
            pdfUrl: z
              .string()
              .regex(/^\/api\/invoices\/\d+\/pdf$/)
              .meta({ description: 'GET with the member’s token: the PDF' }),
          }),
        ),
      },
    },
  },
  {
    method: 'get',
    path: '/api/invoices/{id}/pdf',
    tags,
    summary: 'The tax invoice as a PDF: for the member it belongs to, or staff with Invoices → detailView',
    description:
      'A GST tax invoice (A4) with English (lang=en, default) or Hindi (lang=hi) labels. Sent as an attachment named like BKY-26-27-000123.pdf (slashes of the number become hyphens).',
    params: z.object({
      id: idInPath.meta({ description: 'The tax invoice’s id' }),
    }),
    query: pdfLanguage,
    responses: {
      200: pdfAttachment,
      400: 'The id is not a positive whole number, or lang is not en or hi',
      403: 'Staff without Invoices → detailView',
      404: 'No such tax invoice, not yours, or not issued',
    },
  },
  {
    method: 'get',
    path: '/api/credit-notes/{id}/pdf',
    tags,
    summary: 'The credit note as a PDF: for the member it belongs to, or staff with Invoices → detailView',
    description:
      'A GST credit note (A4) with English (lang=en, default) or Hindi (lang=hi) labels. Sent as an attachment named like CN-26-27-000012.pdf (slashes of the number become hyphens).',
    params: z.object({
      id: idInPath.meta({ description: 'The credit note’s id' }),
    }),
    query: pdfLanguage,
    responses: {
      200: pdfAttachment,
      400: 'The id is not a positive whole number, or lang is not en or hi',
      403: 'Staff without Invoices → detailView',
      404: 'No such credit note, not yours, or not issued',
    },
  },
]);
