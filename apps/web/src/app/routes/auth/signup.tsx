import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { prefetchSignedInAppWhenIdle } from '@/app/prefetch-signed-in';
import { QueryProvider } from '@/app/query-provider';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';
import { takeReturnTo } from '@/lib/return-to';

export default function SignupRoute() {
  const [, navigate] = useLocation();
  useEffect(prefetchSignedInAppWhenIdle, []);
  return (
    <QueryProvider>
      <AuthLayout
        title="Create Your Account"
        description="Join CodeQuest and start solving puzzles today"
        footer={
          <>
            Already have an account?{' '}
            <Link href={paths.login} className="font-medium text-brand underline-offset-4 hover:underline">
              Sign in
            </Link>
          </>
        }
      >
        <SignupForm onSuccess={() => navigate(takeReturnTo())} />
      </AuthLayout>
    </QueryProvider>
  );
}
