import { TextInput, type TextInputProps } from 'react-admin';
import { formatJson } from '../format/display';

/** Text that must read as JSON: invalid text stays text, so validation can say what is wrong. */
export const parseJsonText = (text: string): unknown => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const mustBeJson = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? 'This is not valid JSON. Check brackets, quotes and commas.' : undefined;

export const JsonInput = (props: TextInputProps) => (
  <TextInput
    {...props}
    multiline
    minRows={4}
    format={formatJson}
    parse={parseJsonText}
    validate={mustBeJson}
    sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
  />
);
