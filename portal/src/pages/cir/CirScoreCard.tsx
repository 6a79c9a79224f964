/** The score on a 0–900 gauge in its band's colour with the reasons that lowered it, or "No history yet". */
import { CIR_GAUGE_ARC, gaugeView, reasonSentence, type CirScoreView } from '@bakaya/api/contracts';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { useTranslation } from 'react-i18next';
import { BandChip } from './BandChip';

export const CirScoreCard = ({ score }: { score: CirScoreView }) => {
  const { t, i18n } = useTranslation();
  const g = gaugeView(score);
  if (g.kind === 'no_history')
    return (
      <Card variant="outlined" component="section" aria-labelledby="cir-score" sx={{ height: '100%' }}>
        <CardContent>
          <Typography id="cir-score" variant="h6" component="h2" gutterBottom>
            {t('cir.score.noHistory')}
          </Typography>
          <Typography color="text.secondary">{t('cir.score.noHistoryText')}</Typography>
        </CardContent>
      </Card>
    );
  const band = g.band.key ? t(`cir.bands.${g.band.key}`, { defaultValue: g.band.name ?? '' }) : '';
  return (
    <Card variant="outlined" component="section" aria-labelledby="cir-score" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="cir-score" variant="h6" component="h2">
          {t('cir.score.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Box sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0, textAlign: 'center' }}>
            <Gauge
              value={g.value}
              valueMin={g.min}
              valueMax={g.max}
              {...CIR_GAUGE_ARC}
              height={170}
              text={({ value }) => String(value)}
              aria-label={t('cir.score.gaugeLabel', { score: g.value, band })}
              sx={{
                [`& .${gaugeClasses.valueArc}`]: { fill: g.band.colour },
                [`& .${gaugeClasses.valueText}`]: { fontSize: 42, fontWeight: 700 },
                [`& .${gaugeClasses.valueText} text`]: { fill: g.band.colour },
              }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('cir.score.outOf', { score: g.value })}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <BandChip score={g.value} band={g.band} size="medium" />
            </Box>
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('cir.score.reasons')}
            </Typography>
            {g.reasons.length === 0 ? (
              <Typography color="text.secondary">{t('cir.score.noReasons')}</Typography>
            ) : (
              <Stack component="ol" spacing={1} sx={{ pl: 2.5, my: 1 }}>
                {g.reasons.map((r) => (
                  <li key={r.code}>
                    <Typography variant="body2">{reasonSentence(r, i18n.language)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('cir.score.pointsLost', { points: r.points_lost })}
                    </Typography>
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
