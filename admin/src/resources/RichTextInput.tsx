import { TextInput, type TextInputProps } from 'react-admin';

/**
 * PLACEHOLDER for the CMS rich-text editor (spec §9: editor height 760): a tall plain-text/HTML
 * box until the editor component lands. Same source and value, so forms need no change then.
 */
export const RichTextInput = (props: TextInputProps) => (
  <TextInput {...props} multiline minRows={12} helperText="HTML allowed. A rich-text editor will replace this box."
    sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }} />
);
