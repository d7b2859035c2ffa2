import { Rocket } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { QueryProvider } from '@/app/query-provider';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PublicProfileView } from '@/features/public-profile/components/public-profile-view';

/**
 * /u/:username signed out: a learner's public profile (what the public leaderboard API already shows, and
 * more of the same kind), under a bar that invites the visitor to sign in or start.
 */
export default function PublicProfileSignedOutRoute() {
  const { username = '' } = useParams<{ username: string }>();
  return (
    <QueryProvider>
      <div className="min-h-dvh">
        <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur-lg">
          <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
            <Link href={paths.home} aria-label="CodeQuest home" className="rounded-lg">
              <Logo className="hidden sm:inline-flex" />
              <Logo compact className="sm:hidden" />
            </Link>
            <div className="flex shrink-0 items-center gap-1 sm:gap-2">
              <Button asChild variant="ghost" size="sm" className="sm:h-10 sm:px-4 sm:text-sm">
                <Link href={paths.login}>Login</Link>
              </Button>
              <Button asChild size="sm" className="sm:h-10 sm:px-4 sm:text-sm">
                <Link href={paths.signup}>
                  <Rocket aria-hidden="true" />
                  Get Started
                </Link>
              </Button>
            </div>
          </div>
        </header>
        <main className="mx-auto max-w-5xl animate-fade-in px-4 py-8 sm:px-6">
          <PublicProfileView username={username} />
        </main>
      </div>
    </QueryProvider>
  );
}
