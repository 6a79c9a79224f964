/** The input a global setting's value gets from its input type (spec §3: "input type, options, value"). */
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { MediaImageInput } from '../../inputs/MediaImageInput';
import { RichTextInput } from '../../inputs/RichTextInput';
import { booleanText, booleanValue, settingChoices, settingValueProblem } from './settingsModel';

export interface SettingValueInputProps {
  inputType: string;
  options?: unknown;
  source?: string;
  label?: string;
  helperText?: string | false;
}

export const SettingValueInput = ({
  inputType,
  options,
  source = 'value',
  label = 'Value',
  helperText = false,
}: SettingValueInputProps) => {
  const validate = (value: unknown) => settingValueProblem(inputType, value, options);
  const common = { source, label, validate, helperText, fullWidth: true };
  switch (inputType) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />;
    case 'number':
      return <TextInput {...common} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
    case 'boolean':
      return <BooleanInput source={source} label={label} helperText={helperText} format={booleanValue} parse={booleanText} />;
    case 'select':
      return <SelectInput {...common} choices={settingChoices(options)} emptyText="—" />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'url':
      return <TextInput {...common} type="url" />;
    case 'richtext':
      return <RichTextInput source={source} label={label} helperText={helperText} validate={validate} />;
    case 'image':
      return <MediaImageInput source={source} label={label} helperText={helperText || undefined} validate={validate} />;
    default:
      return <TextInput {...common} />;
  }
};
