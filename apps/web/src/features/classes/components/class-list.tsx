import type { ClassSummary } from '@codequest/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { CLASS_TEXTS } from '@/config/messages';
import { classPath } from '@/config/paths';

/** The caller's classes, teaching first: each a link to its page, with its teachers and size. */
export function ClassList({ classes }: { classes: ClassSummary[] }) {
  if (classes.length === 0) return <p className="text-sm text-muted-foreground">{CLASS_TEXTS.none}</p>;
  return (
    <ul className="grid gap-3" aria-label="Your classes">
      {classes.map((item) => (
        <li key={item.id}>
          <Link
            href={classPath(item.id)}
            className="flex min-w-0 items-center gap-3 rounded-2xl border border-border bg-card p-4 transition-colors hover:bg-accent/40"
          >
            <div className="min-w-0 flex-1">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <p className="min-w-0 break-words font-semibold [overflow-wrap:anywhere]">{item.name}</p>
                <Badge variant={item.myRole === 'teacher' ? 'brand' : 'secondary'}>
                  {item.myRole === 'teacher' ? CLASS_TEXTS.teaching : CLASS_TEXTS.learning}
                </Badge>
              </div>
              <p className="mt-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">
                {CLASS_TEXTS.taughtBy(item.teachers.map((teacher) => teacher.username))} ·{' '}
                {CLASS_TEXTS.learners(item.learnerCount)}
              </p>
            </div>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
