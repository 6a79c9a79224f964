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
  /** The same card on the notice page, where the reported business (the buyer) reads it. */
  notice: {
    title: 'Interest the supplier may claim under the MSMED Act, 2006',
    enterpriseTypes: { micro: 'micro', small: 'small', medium: 'medium' },
    supplierRegistered: '{{reporter}} is registered under Udyam as a {{type}} enterprise (Udyam number {{udyam}}).',
    supplierTypeOnly: '{{reporter}} is recorded as a {{type}} enterprise, without a Udyam registration number.',
    supplierUnknown: '{{reporter}} has not recorded a Udyam (MSME) registration with us.',
    law: 'Under sections 15–16 of the MSMED Act, when a buyer pays a micro or small supplier after the agreed date — at most 45 days after accepting the goods or services, or 15 days when no date was agreed — the supplier may claim compound interest with monthly rests at three times the RBI bank rate.',
    explanation:
      'Here the goods or services were accepted on {{accepted}}, so payment was due by {{dueBy}}. On the amount still outstanding, the interest from {{appointed}} to {{asOf}} is worked out below.',
    interest: 'Interest the supplier may claim so far',
    total: 'Outstanding amount with this interest',
    payNote:
      'Paying the outstanding amount stops further interest. If you believe the claim is not right, you can dispute it on this page, and our team will look at both sides.',
    notApplicableTitle: 'No MSMED Act interest is added to this claim',
    reasons: {
      not_micro_or_small: 'The MSMED Act’s interest on late payments is for micro and small suppliers, so none is added to this claim.',
      no_udyam: 'Without a Udyam registration number on record, no MSMED Act interest is added to this claim.',
      nothing_outstanding: 'Nothing is outstanding on this claim, so no interest applies.',
      not_yet_overdue:
        'The payment is not overdue under the MSMED Act yet. If it is still unpaid on {{appointed}}, the supplier may claim interest from that day.',
      no_bank_rate:
        'The interest cannot be worked out just now, because the RBI bank rate for the period is not recorded yet. The supplier may still claim it later.',
      case_closed: 'This claim is closed, so no interest applies.',
    },
  },
};
