import { useId, useState, type FormEvent } from 'react';
import { validateLoginEmail, validateLoginPassword, type LoginForm } from '../../domain/session/loginForm';
import { PlainField } from '../shared/plain';

/**
 * The login form's two fields without final-form: /login is the page every visit starts on, and
 * final-form with react-final-form is about a tenth of its start-up JS. Same behaviour as the shared
 * TextField: a message shows once the field was left or a submit was tried; nothing is sent while
 * a field is invalid; what was typed stays after a failed sign-in.
 */
type Name = keyof LoginForm;
const VALIDATE: Readonly<Record<Name, (value: string) => string | undefined>> = {
  email: validateLoginEmail,
  password: validateLoginPassword,
};

export interface LoginFormState {
  readonly values: LoginForm;
  readonly errorOf: (name: Name) => string | undefined;
  readonly change: (name: Name, value: string) => void;
  readonly blur: (name: Name) => void;
  readonly handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useLoginForm(onSubmit: (values: LoginForm) => void | Promise<void>): LoginFormState {
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' });
  const [touched, setTouched] = useState<Readonly<Record<Name, boolean>>>({ email: false, password: false });
  const [submitTried, setSubmitTried] = useState(false);
  const errorOf = (name: Name) => (touched[name] || submitTried ? VALIDATE[name](values[name]) : undefined);
  return {
    values,
    errorOf,
    change: (name, value) => setValues((v) => ({ ...v, [name]: value })),
    blur: (name) => setTouched((t) => ({ ...t, [name]: true })),
    handleSubmit: (event) => {
      event.preventDefault();
      setSubmitTried(true);
      if (VALIDATE.email(values.email) !== undefined || VALIDATE.password(values.password) !== undefined) return;
      void onSubmit(values);
    },
  };
}

export function LoginField({
  form,
  name,
  label,
  type,
  autoComplete,
}: {
  form: LoginFormState;
  name: Name;
  label: string;
  type: string;
  autoComplete: string;
}) {
  const id = useId();
  return (
    <PlainField
      id={id}
      label={label}
      error={form.errorOf(name)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(e) => form.change(name, e.target.value)}
      onBlur={() => form.blur(name)}
    />
  );
}
