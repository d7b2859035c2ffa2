import { PRODUCT_NAME } from '@codequest/contracts';
import { Link } from 'wouter';
import { Logo } from '@/components/brand/logo';
import { COPYRIGHT_YEAR } from '@/config/constants';
import { paths } from '@/config/paths';

export function LandingFooter() {
  return (
    <footer className="border-t border-border/60 py-10">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-6 px-4 sm:flex-row sm:px-6">
        <Logo />
        <nav aria-label="Footer" className="flex gap-6 text-sm text-muted-foreground">
          <Link href={paths.demo} className="hover:text-foreground">
            Demo
          </Link>
          <Link href={paths.login} className="hover:text-foreground">
            Login
          </Link>
          <Link href={paths.signup} className="hover:text-foreground">
            Sign Up
          </Link>
        </nav>
        <p className="text-sm text-muted-foreground">
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
