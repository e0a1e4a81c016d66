import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterInput, registerSchema } from '@lathe/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../components/form/text-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useAuthStore } from '../../lib/auth-store';
import { useSettings } from '../../lib/settings';
import { useRegister } from './api';
import { AuthCard } from './auth-card';

export const SIGNUP_CLOSED_MESSAGE =
  'Sign-up is turned off for this company. Ask an administrator to create an account for you.';

export function SignUpPage() {
  const register = useRegister();
  const error = useAuthStore((s) => s.error);
  const signupClosed = useSettings().data?.allowSignup === false;
  const navigate = useNavigate();
  const form = useForm<RegisterInput, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
    } catch {
      return; // the store holds the message
    }
    if (useAuthStore.getState().isAuthenticated) navigate('/', { replace: true });
  });

  const busy = register.isPending;
  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create an account to use the back office."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/signin" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Sign In
          </Link>
        </>
      }
    >
      {signupClosed && (
        <Alert tone="info" className="mb-5">
          {SIGNUP_CLOSED_MESSAGE}
        </Alert>
      )}
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <fieldset disabled={signupClosed} className="space-y-5 disabled:opacity-60">
            {error && !busy && register.isError && <Alert>{error}</Alert>}
            <TextField name="name" label="Name" autoComplete="name" placeholder="Enter your full name" required />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="info@gmail.com"
              required
            />
            <TextField
              type="password"
              name="password"
              label="Password"
              autoComplete="new-password"
              placeholder="At least 8 characters"
              required
            />
            <Button type="submit" disabled={busy || signupClosed} className="w-full">
              Sign up
            </Button>
          </fieldset>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
