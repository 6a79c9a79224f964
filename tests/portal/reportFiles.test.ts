/** The report form's document checks (issue 10 §1): required kinds, count, 10 MB, PDF/JPEG/PNG. */
import { describe, expect, it } from 'vitest';
import { fileProblems } from '../../portal/src/pages/cases/reportFiles';

const pdf = (size = 1000) => ({ size, type: 'application/pdf' });

describe('report documents', () => {
  it('asks for the invoice, ledger certificate and CA certificate, not the optional kinds', () => {
    expect(fileProblems({})).toEqual({ invoice: 'required', ledger_certificate: 'required', ca_certificate: 'required' });
  });

  it('accepts a complete set', () => {
    expect(
      fileProblems({ invoice: [pdf(), { size: 5, type: 'image/png' }], ledger_certificate: [pdf()], ca_certificate: [pdf()] }),
    ).toEqual({});
  });

  it('refuses a file over 10 MB, a wrong type, and too many of one kind', () => {
    const p = fileProblems({
      invoice: [pdf(10 * 1024 * 1024 + 1)],
      ledger_certificate: [{ size: 10, type: 'application/zip' }],
      ca_certificate: [pdf(), pdf()],
      bilty: [pdf(10 * 1024 * 1024)],
    });
    expect(p).toEqual({ invoice: 'tooLarge', ledger_certificate: 'type', ca_certificate: 'tooMany' });
  });
});
