/**
 * The period a paid plan covers (issue 9 §1). Pure. A plan bought for a business whose plan is still
 * running starts when that one ends (a renewal, nothing of the current plan is lost); otherwise it
 * starts at payment. The end is exclusive and calendar-based: 1 month from 31 Jan ends on the last
 * day of February at the same time, 1 year from 29 Feb ends on 28 Feb.
 */
export type DurationUnit = 'months' | 'years';

export function addCalendarMonths(from: Date, months: number): Date {
  if (!Number.isSafeInteger(months) || months <= 0) throw new RangeError(`A plan lasts a whole, positive number of months, got ${months}`);
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export function planPeriod(
  now: Date,
  duration: { value: number; unit: DurationUnit },
  currentEndsAt: Date | null,
): { startsAt: Date; endsAt: Date; renewal: boolean } {
  const renewal = currentEndsAt !== null && currentEndsAt.getTime() > now.getTime();
  const startsAt = renewal ? currentEndsAt : now;
  const months = duration.unit === 'years' ? duration.value * 12 : duration.value;
  return { startsAt, endsAt: addCalendarMonths(startsAt, months), renewal };
}
