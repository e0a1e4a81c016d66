import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@lathe/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../components/form/text-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useAuthStore } from '../../lib/auth-store';
import { originOf } from '../../lib/route-meta';
import { useSettings } from '../../lib/settings';
import { useLogin } from './api';
import { AuthCard } from './auth-card';

export function SignInPage() {
  const login = useLogin();
  const error = useAuthStore((s) => s.error);
  const allowSignup = useSettings().data?.allowSignup === true;
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch {
      return; // the store holds the message
    }
    if (useAuthStore.getState().isAuthenticated) navigate(originOf(location.state), { replace: true });
  });

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
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="space-y-5">
          {error && !busy && login.isError && <Alert>{error}</Alert>}
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            placeholder="info@gmail.com"
            required
          />
          <TextField
            type="password"
            name="password"
            label="Password"
            autoComplete="current-password"
            placeholder="Enter your password"
            required
          />
          <Button type="submit" disabled={busy} className="w-full">
            Sign in
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
