import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { FullPageLoader } from '@/components/layouts/full-page-loader';
import { paths, SIGNED_IN_ONLY_PATHS } from '@/config/paths';
import { LandingRoute } from './landing';

// Only the landing page is in the first download; the other public pages load on demand.
const LoginRoute = lazy(() => import('./auth/login'));
const SignupRoute = lazy(() => import('./auth/signup'));
const ResetPasswordRoute = lazy(() => import('./auth/reset-password'));
const ConfirmSignupRoute = lazy(() => import('./auth/confirm-signup'));
const DemoRoute = lazy(() => import('./demo'));
const JoinSignedOutRoute = lazy(() => import('./join-signed-out'));
const PublicProfileSignedOutRoute = lazy(() => import('./public-profile'));

/**
 * The signed-out routes (product spec, section 2): / and any unknown path show the landing page. A learner's
 * public profile is open to visitors too, as the leaderboard's API is.
 */
export function PublicRoutes() {
  return (
    <Suspense fallback={<FullPageLoader label="Loading" />}>
      <Switch>
        <Route path={paths.home} component={LandingRoute} />
        <Route path={paths.login} component={LoginRoute} />
        <Route path={paths.signup} component={SignupRoute} />
        <Route path={paths.demo} component={DemoRoute} />
        <Route path={paths.resetPassword} component={ResetPasswordRoute} />
        <Route path={paths.confirmSignup} component={ConfirmSignupRoute} />
        <Route path={paths.join} component={JoinSignedOutRoute} />
        <Route path={paths.publicProfile} component={PublicProfileSignedOutRoute} />
        <Route component={UnknownPublicPath} />
      </Switch>
    </Suspense>
  );
}

/** A signed-in page opened while signed out goes to the landing page; any other unknown path shows it. */
function UnknownPublicPath() {
  const [location] = useLocation();
  if (SIGNED_IN_ONLY_PATHS.includes(location)) return <Redirect to={paths.home} replace />;
  return <LandingRoute />;
}
