/** Find a member by mobile number or email address. */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { lookupProblem } from './signInResetModel';

export const MemberLookup = ({ initial, busy, onFind }: { initial: string; busy: boolean; onFind: (identifier: string) => void }) => {
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = lookupProblem(text);
  return (
    <Box
      component="form"
      role="search"
      noValidate
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!problem) onFind(text.trim());
      }}
    >
      <TextField
        size="small"
        fullWidth={false}
        margin="none"
        label="Member’s mobile or email"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        error={touched && Boolean(problem)}
        helperText={touched && problem ? problem : 'The number or address they sign in with.'}
        sx={{ minWidth: 320 }}
      />
      <Button type="submit" variant="contained" startIcon={<PersonSearchIcon />} disabled={busy}>
        Find member
      </Button>
    </Box>
  );
};
