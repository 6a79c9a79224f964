/**
 * The search box of /cir-report: a GSTIN, a PAN or 3+ letters of a name (the contract's
 * cirSearchInput), searched as the member types (debounced) or at once on Enter; each hit shows its
 * name, GSTIN, state and how many cases are listed against it, and "Check this business" picks it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { cirSearchInput, type CirSearchHit } from '@bakaya/api/contracts';
import { Alert, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../forms/FormTextField';
import { SEARCH_DEBOUNCE_MS, useCirSearch, useDebounced } from './cirApi';

type SearchForm = { q: string };

const HitRow = ({ hit, chosen, onChoose }: { hit: CirSearchHit; chosen: boolean; onChoose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' }, listStyle: 'none' }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{hit.trade_name ?? hit.name}</Typography>
        {hit.trade_name && hit.trade_name !== hit.name && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {hit.name}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {hit.gstin}
          {hit.state_name ? ` · ${hit.state_name}` : ''}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Chip
          size="small"
          variant="outlined"
          color={hit.listed_cases > 0 ? 'error' : 'default'}
          label={hit.listed_cases > 0 ? t('cir.search.cases', { count: hit.listed_cases }) : t('cir.search.casesNone')}
        />
        <Button size="small" variant={chosen ? 'contained' : 'outlined'} onClick={onChoose} aria-pressed={chosen}>
          {t('cir.search.choose')}
        </Button>
      </Stack>
    </Stack>
  );
};

export const CirSearch = ({
  initialQuery,
  chosenGstin,
  onChoose,
}: {
  initialQuery: string;
  chosenGstin: string | null;
  onChoose: (hit: CirSearchHit) => void;
}) => {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<SearchForm>({
    resolver: zodResolver(cirSearchInput),
    mode: 'onTouched',
    defaultValues: { q: initialQuery },
  });
  const typed = useWatch({ control, name: 'q' }) ?? '';
  const debounced = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  // Enter searches at once, without waiting for the pause.
  const [now, setNow] = useState<string | null>(null);
  const q = now !== null && now === typed ? now : debounced;
  const search = useCirSearch(q);
  // A query the rule refuses (cleared, too short) shows no hits, not the last search's.
  const valid = cirSearchInput.safeParse({ q }).success;
  const hits = valid ? (search.data ?? []) : [];

  // Opened with ?q=<a GSTIN> (e.g. "Generate a new report"): that business is chosen when found.
  const exact = initialQuery.trim().toUpperCase();
  const exactHit = search.data?.find((h) => h.gstin === exact);
  useEffect(() => {
    if (exactHit && !chosenGstin) onChoose(exactHit);
  }, [exactHit, chosenGstin, onChoose]);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" role="search" noValidate spacing={1} onSubmit={handleSubmit((v) => setNow(v.q))}>
          <FormTextField
            control={control}
            name="q"
            label={t('cir.search.label')}
            helperText={t('cir.search.hint')}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 120, enterKeyHint: 'search' } }}
          />
          {search.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        </Stack>
        {search.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('cir.search.failed')}
          </Alert>
        )}
        {valid && search.isSuccess && search.data.length === 0 && !search.isPlaceholderData && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('cir.search.none', { q: q.trim() })}
          </Typography>
        )}
        {hits.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
              {t('cir.search.results')}
            </Typography>
            <Stack component="ul" sx={{ m: 0, p: 0 }} aria-live="polite">
              {hits.map((hit) => (
                <HitRow key={hit.gstin} hit={hit} chosen={hit.gstin === chosenGstin} onChoose={() => onChoose(hit)} />
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};
