/**
 * The rich-text editor itself: ra-input-rich-text (TipTap) with an editing area RICH_TEXT_EDITOR_HEIGHT
 * high, and a toolbar button that inserts an image from the media library. Loaded lazily through
 * RichTextInput.tsx, so TipTap never weighs on the first load of /admin.
 */
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ImageButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as RaRichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { MediaImageButton } from './MediaImageButton';
import { RICH_TEXT_EDITOR_HEIGHT } from './richTextConfig';

/** ra-input-rich-text's default toolbar, plus the media library. */
const toolbar = (
  <RichTextInputToolbar>
    <LevelSelect size="small" />
    <FormatButtons size="small" />
    <ColorButtons size="small" />
    <AlignmentButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <ImageButtons size="small" />
    <MediaImageButton />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

const RichTextEditor = (props: RichTextInputProps) => (
  <RaRichTextInput
    fullWidth
    {...props}
    toolbar={toolbar}
    sx={{
      '& .RaRichTextInput-editorContent .ProseMirror': {
        height: RICH_TEXT_EDITOR_HEIGHT,
        boxSizing: 'border-box',
        overflowY: 'auto',
        resize: 'vertical',
      },
      '& .ProseMirror img': { maxWidth: '100%' },
    }}
  />
);

export default RichTextEditor;
