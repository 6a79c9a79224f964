/**
 * The texts of the case pages (reporting, the reporter's cases, the notice, MSMED interest, settlement,
 * business transactions) in English and Hindi, registered when a page that shows them is loaded, not
 * with the first paint (en.ts ships with every visit; scripts/measureBundle.ts counts it). Both
 * languages at once, as cirTexts.ts does, so switching language on the page needs no further load.
 */
import i18n from '../../../i18n/i18n';
import { casesEn } from './cases.en';
import { casesHi } from './cases.hi';
import { interestEn } from './interest.en';
import { interestHi } from './interest.hi';
import { noticeEn } from '../../notice/texts/notice.en';
import { noticeHi } from '../../notice/texts/notice.hi';
import { settlementEn } from '../../settlement/texts/settlement.en';
import { settlementHi } from '../../settlement/texts/settlement.hi';
import { transactionsEn } from '../../transactions/texts/transactions.en';
import { transactionsHi } from '../../transactions/texts/transactions.hi';

export const caseFlowEn = {
  cases: casesEn,
  interest: interestEn,
  notice: noticeEn,
  settlement: settlementEn,
  transactions: transactionsEn,
};
export const caseFlowHi = {
  cases: casesHi,
  interest: interestHi,
  notice: noticeHi,
  settlement: settlementHi,
  transactions: transactionsHi,
};

i18n.addResourceBundle('en', 'translation', caseFlowEn, true, true);
i18n.addResourceBundle('hi', 'translation', caseFlowHi, true, true);
