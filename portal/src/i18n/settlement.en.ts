/** English texts of the settlement pages (issue 10 §5); settlement.hi.ts has the same keys. */
export const settlementEn = {
  listTitle: 'Settlement requests',
  listIntro: 'Settlements you asked for or that were asked of you, on both sides of your cases.',
  none: 'You have no settlement requests yet.',
  request: 'Request #{{id}}',
  yourSide: 'Your side',
  side: { reporter: 'You reported this case', defaulter: 'Reported against your business' },
  amount: 'Amount',
  paid: 'Paid so far',
  schedule: { full: 'One payment', instalments: 'Instalments' },
  status: {
    initialised: 'Waiting for the code',
    inprogress: 'In progress',
    approved: 'Approved',
    rejected: 'Rejected',
    settled: 'Settled',
  },
  openedOn: 'Opened on',
};
