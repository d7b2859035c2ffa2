import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { prefetchSignedInAppWhenIdle } from '@/app/prefetch-signed-in';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { CLASS_TEXTS } from '@/config/messages';
import { paths } from '@/config/paths';
import { rememberReturnTo } from '@/lib/return-to';

/**
 * A class's join link opened signed out: the page is remembered, and signing in or up leads back to it
 * (the class itself is shown only to someone signed in).
 */
export default function JoinSignedOutRoute() {
  const [location] = useLocation();
  useEffect(() => rememberReturnTo(location), [location]);
  useEffect(prefetchSignedInAppWhenIdle, []);
  return (
    <AuthLayout title={CLASS_TEXTS.previewTitle} description={CLASS_TEXTS.signInToJoin}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild>
          <Link href={paths.login}>{CLASS_TEXTS.signIn}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.signup}>{CLASS_TEXTS.signUp}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
