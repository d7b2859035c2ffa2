import { Link } from 'wouter';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href={paths.home} aria-label="CodeQuest home" className="rounded-lg">
          <Logo />
        </Link>
        <nav
          aria-label="Sections"
          className="hidden items-center gap-8 text-sm text-muted-foreground md:flex"
        >
          <a href="#features" className="transition-colors hover:text-foreground">
            Features
          </a>
          <a href="#tracks" className="transition-colors hover:text-foreground">
            Tracks
          </a>
          <Link href={paths.demo} className="transition-colors hover:text-foreground">
            Demo
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost">
            <Link href={paths.login}>Login</Link>
          </Button>
          <Button asChild>
            <Link href={paths.signup}>Get Started</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
