/** A score with its band, in the band's colour (the reports list and the report's header). */
import { contrastText, type CirBandChip } from '@bakaya/api/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const BandChip = ({ score, band, size = 'small' }: { score: number | null; band: CirBandChip; size?: 'small' | 'medium' }) => {
  const { t } = useTranslation();
  if (score === null) return <Chip size={size} variant="outlined" label={t('cir.list.noHistory')} />;
  const name = band.key ? t(`cir.bands.${band.key}`, { defaultValue: band.name ?? '' }) : '';
  return (
    <Chip
      size={size}
      label={name ? `${score} · ${name}` : String(score)}
      sx={{ bgcolor: band.colour, color: contrastText(band.colour), fontWeight: 600 }}
    />
  );
};
