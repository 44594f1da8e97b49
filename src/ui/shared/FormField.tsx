import { Field as ChakraField, Input, type InputProps } from '@chakra-ui/react';
import type { FieldMetaState } from 'react-final-form';
import { Field } from 'react-final-form';

/**
 * The message shows once the field was touched or a submit was tried (the spec's "until the user first types").
 * A server's answer to the last submit (final-form's submitError, e.g. an e-mail already registered)
 * shows until the field is edited again.
 */
export const errorOf = (meta: FieldMetaState<unknown>): string | undefined => {
  if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return meta.error;
  return typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
};

interface TextFieldProps extends Omit<InputProps, 'name'> {
  readonly name: string;
  readonly label: string;
  readonly helper?: string;
  readonly validate?: (value: string) => string | undefined;
}

/** A labelled text input wired to final-form, with its error announced to screen readers. */
export function TextField({ name, label, helper, validate, ...input }: TextFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input: field, meta }) => {
        const error = errorOf(meta);
        return (
          <ChakraField.Root invalid={error !== undefined} required={input.required}>
            <ChakraField.Label>{label}</ChakraField.Label>
            <Input {...input} {...field} value={field.value ?? ''} bg="white" />
            {helper && !error && <ChakraField.HelperText>{helper}</ChakraField.HelperText>}
            <ChakraField.ErrorText>{error}</ChakraField.ErrorText>
          </ChakraField.Root>
        );
      }}
    </Field>
  );
}
