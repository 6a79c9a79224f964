/**
 * An image address as a form value: a preview, the address itself, and "Choose from the media
 * library" (which stores the library's public link, /api/media/:id/file).
 */
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Box, Button, FormHelperText, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput, type InputProps } from 'react-admin';
import { MediaPickerDialog } from '../screens/media/MediaPickerDialog';
import { mediaFilePath } from '../screens/media/mediaModel';

export const MediaImageInput = (props: InputProps & { label?: string }) => {
  const { field, fieldState, id, isRequired } = useInput(props);
  const [open, setOpen] = useState(false);
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', width: '100%' }}>
      <Box
        sx={{
          width: 96,
          height: 72,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {value && <Box component="img" src={value} alt="" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <TextField
          id={id}
          size="small"
          fullWidth
          label={props.label ?? 'Image'}
          required={isRequired}
          value={value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={!!error}
          helperText={error ?? (typeof props.helperText === 'string' ? props.helperText : 'A media-library link or a web address.')}
        />
        <Button size="small" startIcon={<PhotoLibraryIcon />} onClick={() => setOpen(true)} sx={{ mt: 0.5 }}>
          Choose from the media library
        </Button>
        {fieldState.invalid && !error ? <FormHelperText error>Check this value.</FormHelperText> : null}
      </Box>
      {open && <MediaPickerDialog open onClose={() => setOpen(false)} onPick={(m) => field.onChange(mediaFilePath(m.id))} />}
    </Box>
  );
};
