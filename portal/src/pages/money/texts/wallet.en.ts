/** English texts of adding money to the wallet (/wallet). */
export const walletEn = {
  topUp: {
    dialogTitle: 'Add money to your wallet',
    close: 'Close',
    title: 'Add money',
    intro: 'Pay from your wallet for credit reports and other services. You can add {{min}} to {{max}} at a time.',
    amount: 'Amount to add (₹)',
    hint: 'In rupees, like 500 or 1250.50',
    needed: 'Your credit report needs {{amount}} more in your wallet.',
    submit: 'Add {{amount}}',
    submitPlain: 'Add money',
    paying: 'Taking you to the payment page…',
    note: 'You pay on the payment gateway’s secure page. A top-up has no GST invoice: the invoice is issued when a service is paid from your wallet.',
  },
};
