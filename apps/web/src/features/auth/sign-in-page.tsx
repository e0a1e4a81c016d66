import { type FormEvent, type InputHTMLAttributes, type RefObject, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { describedBy, FieldShell } from '../../components/form/field-shell';
import { inputClass } from '../../components/form/field-styles';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useAuthStore } from '../../lib/auth-store';
import { originOf } from '../../lib/route-meta';
import { useSettings } from '../../lib/settings';
import { useLogin } from './api';
import { AuthCard } from './auth-card';
import { checkSignIn, SIGN_IN_FIELDS, type SignInField, type SignInValues, toLoginInput } from './sign-in-checks';

interface SignInInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> {
  name: SignInField;
  label: string;
  value: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onValue: (value: string) => void;
}

/** A labelled input as the form fields draw it (FieldShell, inputClass), held in the page's own state. */
function SignInInput({ name, label, value, error, inputRef, onValue, required, ...props }: SignInInputProps) {
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={inputClass(!!error)}
        {...props}
      />
    </FieldShell>
  );
}

/**
 * The sign-in screen. Its two fields are checked by hand (sign-in-checks.ts) rather than with
 * react-hook-form and the zod schema, which would triple the JavaScript of the first page most
 * people load; they behave as the other forms do: a field's message shows once it has been left
 * (or the form submitted) and follows what is typed from then on.
 */
export function SignInPage() {
  const login = useLogin();
  const error = useAuthStore((s) => s.error);
  const allowSignup = useSettings().data?.allowSignup === true;
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<SignInField, boolean>>>({});
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const errors = checkSignIn(values);

  const field = (name: SignInField) => ({
    name,
    value: values[name],
    error: touched[name] ? errors[name] : undefined,
    inputRef: inputs[name],
    onValue: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const invalid = SIGN_IN_FIELDS.find((name) => errors[name]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    try {
      await login.mutateAsync(toLoginInput(values));
    } catch {
      return; // the store holds the message
    }
    if (useAuthStore.getState().isAuthenticated) navigate(originOf(location.state), { replace: true });
  };

  const busy = login.isPending;
  return (
    <AuthCard
      title="Sign In"
      subtitle="Enter your email and password to sign in."
      footer={
        allowSignup && (
          <>
            Don&apos;t have an account?{' '}
            <Link to="/auth/signup" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
              Sign Up
            </Link>
          </>
        )
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {error && !busy && login.isError && <Alert>{error}</Alert>}
        <SignInInput
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="info@gmail.com"
          required
        />
        <SignInInput
          {...field('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          required
        />
        <Button type="submit" disabled={busy} className="w-full">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
