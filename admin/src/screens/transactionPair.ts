/** '{buyerId},{supplierId}' of the transaction-bill route → ids, or null. Pure. */
export function parsePair(raw: string | undefined): { buyer: number; supplier: number } | null {
  const m = /^(\d{1,15}),(\d{1,15})$/.exec(raw ?? '');
  return m ? { buyer: Number(m[1]), supplier: Number(m[2]) } : null;
}
