/** Placeholder until the invoice PDF work lands. */
export async function pdfText(_pdf: Buffer): Promise<string> {
  throw new Error('not yet');
}
