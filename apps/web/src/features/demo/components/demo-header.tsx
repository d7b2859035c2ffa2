import { ArrowLeft, Rocket } from 'lucide-react';
import { Link } from 'wouter';
import { Logo } from '@/components/brand/logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function DemoHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Link href={paths.home} aria-label="CodeQuest home" className="rounded-lg">
            <Logo className="hidden sm:inline-flex" />
            <Logo compact className="sm:hidden" />
          </Link>
          <Badge variant="brand">Demo Mode</Badge>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="px-2 sm:h-10 sm:px-4 sm:text-sm">
            <Link href={paths.home}>
              <ArrowLeft aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Back to Home</span>
            </Link>
          </Button>
          <Button asChild size="sm" className="sm:h-10 sm:px-4 sm:text-sm">
            <Link href={paths.signup}>
              <Rocket aria-hidden="true" />
              Start Your Quest
            </Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
