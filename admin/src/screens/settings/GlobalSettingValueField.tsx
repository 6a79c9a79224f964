/** The generic edit/create form's "Value" input of a global setting: follows the form's input type and options. */
import { FormDataConsumer } from 'react-admin';
import { SettingValueInput } from './SettingValueInput';

export const GlobalSettingValueField = ({ source = 'value', label = 'Value' }: { source?: string; label?: string }) => (
  <FormDataConsumer<{ input_type?: string; options?: unknown }>>
    {({ formData }) => {
      const inputType = formData.input_type || 'text';
      // Keyed by type: a rich-text editor is not kept around for a number.
      return <SettingValueInput key={inputType} inputType={inputType} options={formData.options} source={source} label={label} />;
    }}
  </FormDataConsumer>
);
