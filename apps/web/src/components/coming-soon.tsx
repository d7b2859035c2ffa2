import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A designed placeholder for a screen that a later release fills: what it will hold, said plainly. */
export function ComingSoon({
  icon,
  title,
  description,
  upcoming,
  className,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  upcoming: readonly string[];
  className?: string;
}) {
  return (
    <section
      aria-label={`${title} (coming soon)`}
      className={cn(
        'relative overflow-hidden rounded-2xl border border-dashed border-border bg-card/60 px-6 py-12 text-center sm:px-10',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 left-1/2 h-48 w-96 -translate-x-1/2 rounded-full bg-violet-600/15 blur-3xl"
      />
      <div className="relative mx-auto max-w-lg">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-violet-500/15 text-violet-300 ring-1 ring-violet-400/25 ring-inset [&_svg]:size-7">
          {icon}
        </span>
        <Badge variant="brand" className="mt-5">
          <Hammer aria-hidden="true" />
          Coming soon
        </Badge>
        <h2 className="mt-4 text-xl font-semibold">{title}</h2>
        <p className="mt-2 text-muted-foreground">{description}</p>
        <ul className="mt-6 grid gap-2 text-left text-sm sm:grid-cols-2">
          {upcoming.map((item) => (
            <li
              key={item}
              className="flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2"
            >
              <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-violet-400" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
