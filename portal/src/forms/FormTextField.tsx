/**
 * A text field bound to react-hook-form: shows the rule's message (the API's own shared zod rules)
 * in the reader's language, and a server's per-field error set with setError the same way.
 */
import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { serverMessage } from '../i18n/i18n';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { name: Path<T>; control: Control<T> };

export function FormTextField<T extends FieldValues>({ name, control, helperText, ...rest }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={serverMessage(fieldState.error?.message) ?? helperText}
          fullWidth
        />
      )}
    />
  );
}
