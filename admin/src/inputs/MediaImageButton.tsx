/** Rich-text toolbar button: insert an image from the media library (or a fresh upload). */
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { ToggleButton } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState } from 'react';
import { MediaPickerDialog } from '../screens/media/MediaPickerDialog';
import { mediaFilePath } from '../screens/media/mediaModel';

export const MediaImageButton = () => {
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToggleButton
        value="media"
        size="small"
        aria-label="Image from the media library"
        title="Image from the media library"
        disabled={!editor || !editor.isEditable}
        onClick={() => setOpen(true)}
      >
        <PhotoLibraryIcon fontSize="inherit" />
      </ToggleButton>
      {open && (
        <MediaPickerDialog
          open={open}
          onClose={() => setOpen(false)}
          onPick={(m) =>
            editor
              ?.chain()
              .focus()
              .insertContent({ type: 'image', attrs: { src: mediaFilePath(m.id), alt: m.alt_text ?? m.original_name } })
              .run()
          }
        />
      )}
    </>
  );
};
