import { Chip } from '@mui/material';
import type { Choice } from '@bakaya/api/registry';
import { contrastText } from '../format/display';

/** An enum value as a chip, coloured when its choice carries a colour (case statuses, results…). */
export const EnumChip = ({ value, choices }: { value: unknown; choices: readonly Choice[] | undefined }) => {
  if (value === null || value === undefined || value === '') return null;
  const choice = choices?.find((c) => String(c.id) === String(value));
  const label = choice?.name ?? String(value);
  if (!choice?.colour) return <Chip size="small" variant="outlined" label={label} />;
  return <Chip size="small" label={label} sx={{ bgcolor: choice.colour, color: contrastText(choice.colour), fontWeight: 500 }} />;
};
