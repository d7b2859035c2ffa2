import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { prefetchSignedInAppWhenIdle } from '@/app/prefetch-signed-in';
import { QueryProvider } from '@/app/query-provider';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { takeReturnTo } from '@/lib/return-to';

export default function LoginRoute() {
  const [, navigate] = useLocation();
  useEffect(prefetchSignedInAppWhenIdle, []);
  return (
    <QueryProvider>
      <AuthLayout
        title="Welcome Back"
        description="Sign in to continue your coding quest"
        footer={
          <>
            Don&apos;t have an account?{' '}
            <Link href={paths.signup} className="font-medium text-brand underline-offset-4 hover:underline">
              Sign up
            </Link>
          </>
        }
      >
        <LoginForm onSuccess={() => navigate(takeReturnTo())} />
      </AuthLayout>
    </QueryProvider>
  );
}
