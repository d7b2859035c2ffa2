import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '@/components/brand/logo';
import { paths } from '@/config/paths';

/** The sign-in pages: the logo, one centred card and a way back home. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  back = { href: paths.home, label: 'Back to Home' },
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  back?: { href: string; label: string };
}) {
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden px-4 py-12">
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 left-1/2 h-96 w-[640px] -translate-x-1/2 rounded-full bg-violet-600/20 blur-3xl"
      />
      <main className="relative w-full max-w-md animate-fade-in">
        <div className="mb-8 flex justify-center">
          <Link href={paths.home} aria-label="CodeQuest home" className="rounded-lg">
            <Logo />
          </Link>
        </div>
        <div className="rounded-2xl border border-border bg-card/95 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {children}
          {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
        </div>
        <div className="mt-6 flex justify-center">
          <Link
            href={back.href}
            className="inline-flex items-center gap-2 rounded-md text-sm text-muted-foreground transition-colors hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {back.label}
          </Link>
        </div>
      </main>
    </div>
  );
}
