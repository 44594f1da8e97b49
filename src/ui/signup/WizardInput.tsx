import { Field, Input, NativeSelect, type InputProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

interface WizardInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The domain's message for the current value; shown once the field was left or typed in. */
  readonly error?: string;
  readonly helper?: ReactNode;
}

/**
 * A wizard field: the value lives in the presenter's draft (kept across steps and reloads), not
 * in a form library; the message shows after the manager first leaves or types in the field.
 */
export function WizardInput({ label, value, onValueChange, error, helper, required, ...input }: WizardInputProps) {
  const [touched, setTouched] = useState(false);
  const shown = touched ? error : undefined;
  return (
    <Field.Root invalid={shown !== undefined} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        {...input}
        value={value}
        bg="white"
        onBlur={() => setTouched(true)}
        onChange={(e) => {
          if (value !== '') setTouched(true);
          onValueChange(e.currentTarget.value);
        }}
      />
      {helper && !shown && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{shown}</Field.ErrorText>
    </Field.Root>
  );
}

interface WizardSelectProps {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly placeholder: string;
  readonly error?: string;
  readonly required?: boolean;
}

export function WizardSelect({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  required,
}: WizardSelectProps) {
  const [touched, setTouched] = useState(false);
  const shown = touched ? error : undefined;
  return (
    <Field.Root invalid={shown !== undefined} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="white"
          value={value}
          onBlur={() => setTouched(true)}
          onChange={(e) => {
            setTouched(true);
            onValueChange(e.currentTarget.value);
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{shown}</Field.ErrorText>
    </Field.Root>
  );
}
