import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { UI_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-lg animate-fade-in flex-col items-center py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-violet-500/15 text-violet-300 ring-1 ring-violet-400/25 ring-inset">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold">{UI_MESSAGES.notFound}</h1>
      <p className="mt-3 text-muted-foreground">
        This page wandered off the map. Let&apos;s get you back to your quest.
      </p>
      <Button asChild className="mt-8">
        <Link href={paths.puzzles}>
          <ArrowLeft aria-hidden="true" />
          Back to Puzzles
        </Link>
      </Button>
    </div>
  );
}
