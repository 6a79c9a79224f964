/** English texts of the MSMED Act interest card (pages/cases/CaseInterestCard.tsx). interest.hi.ts has the same keys. */
export const interestEn = {
  title: 'Interest under the MSMED Act, 2006 (sections 15–16)',
  principal: 'Amount outstanding',
  period: 'Interest period',
  rate: 'Interest rate',
  rateValue: '{{rate}}% a year',
  rateNote: 'Three times the RBI bank rate, compounded every month',
  interest: 'Interest so far',
  total: 'Amount with interest',
  explanation:
    'The goods or services were accepted on {{accepted}}, so payment was due by {{dueBy}}. Because it was not paid, the MSMED Act adds compound interest from {{appointed}}, worked out as of {{asOf}}.',
  noAgreement: 'No credit period was agreed, so the Act allows 15 days.',
  agreed: 'The agreed credit period is {{days}} days.',
  capped: 'The agreement gave {{days}} days, but the Act allows at most 45, so 45 are counted.',
  acceptedFromDueDate: 'The date of acceptance is not recorded, so the due date of the claim is used instead.',
  howWorkedOut: 'How it is worked out',
  segment: '{{from}} to {{to}}: {{days}} days at {{rate}}% on {{balance}} = {{interest}}',
  notApplicableTitle: 'No MSMED Act interest is shown',
  reasons: {
    not_micro_or_small:
      'This interest is for micro and small enterprises. Add your Udyam details (enterprise type and Udyam number) to your business to claim it.',
    no_udyam: 'Add your business’s Udyam registration number to claim this interest.',
    nothing_outstanding: 'Nothing is outstanding on this claim, so no interest is due.',
    not_yet_overdue: 'The payment is not overdue yet. Interest starts on {{appointed}} if it is still unpaid.',
    no_bank_rate:
      'We cannot work out the interest just now because the RBI bank rate for the period is not recorded yet. Please check again later, or ask our support team.',
    case_closed: 'This case is closed, so no interest is shown.',
  },
};
