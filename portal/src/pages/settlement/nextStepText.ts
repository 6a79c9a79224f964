/**
 * A settlement's next step in words for the viewer (issue 21 §7): "Your step: sign the settlement
 * letter." or "Next: the reported business must pay the next instalment." — never a bare "waiting".
 * The step itself comes from the shared rule (contracts/settlementSteps.ts).
 */
import type { SettlementNextStep } from '@bakaya/api/contracts';
import type { TFunction } from 'i18next';

/** The step as a phrase: "sign the settlement letter" or "The reporting business must sign…". */
export function nextStepPhrase(t: TFunction, next: SettlementNextStep): string {
  if (next.step === 'done' || next.actor === null) return t('settlement.nextStep.done');
  if (next.mine) return t(`settlement.nextStep.mine.${next.step}`);
  return t(`settlement.nextStep.other.${next.step}`, { who: t(`settlement.nextStep.who.${next.actor}`) });
}

/** The sentence a settlement page or the dashboard shows. */
export function nextStepSentence(t: TFunction, next: SettlementNextStep): string {
  if (next.step === 'done' || next.actor === null) return t('settlement.nextStep.done');
  return next.mine
    ? t('settlement.nextStep.yours', { step: nextStepPhrase(t, next) })
    : t('settlement.nextStep.theirs', { step: nextStepPhrase(t, next) });
}
