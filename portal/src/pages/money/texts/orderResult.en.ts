/** English texts of what a paid order bought, on the payment result page (/payment-success). */
export const orderResultEn = {
  orderResult: {
    cirTitle: 'Your credit report is ready',
    cirText: 'Thank you. Your payment is received and your credit report has been generated.',
    openReport: 'Open the report',
    topUpTitle: 'Money added to your wallet',
    topUpText: '{{amount}} has been added to your wallet.',
    toWallet: 'Go to your wallet',
    backToReport: 'Back to your report',
    backToCir: 'Back to your credit report',
    toCir: 'Back to credit reports',
    walletCredit:
      'We could not complete this order, so the {{amount}} you paid has been added to your wallet. Nothing was charged; you can use it for your next report.',
  },
};
