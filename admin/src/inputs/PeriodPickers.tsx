/**
 * A "From … To …" period of two calendar-day pickers (both ends included), for tool screens: each
 * shows its problem, or "Included". The screen owns the period and the rules (pickerDates' periodProblems).
 */
import { DayPicker } from './DayPicker';

export interface PeriodPickersProps<P extends { from: string; to: string }> {
  period: P;
  onChange: (period: P) => void;
  problems: Partial<Record<'from' | 'to', string>>;
  width?: number;
}

export function PeriodPickers<P extends { from: string; to: string }>({ period, onChange, problems, width }: PeriodPickersProps<P>) {
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <DayPicker
          key={end}
          label={end === 'from' ? 'From' : 'To'}
          value={period[end]}
          onChange={(v) => onChange({ ...period, [end]: v })}
          error={Boolean(problems[end])}
          helperText={problems[end] ?? 'Included'}
          width={width}
        />
      ))}
    </>
  );
}
