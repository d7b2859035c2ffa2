import { CircleCheck, Play, Star } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { DEMO_PUZZLES } from '../data';
import { DifficultyBadge } from './difficulty-badge';

/**
 * Six sample puzzles: Solve, or Review with a check mark once solved. Solving for real needs an account, so
 * both lead to the signup screen.
 */
export function PuzzlesTab() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {DEMO_PUZZLES.map((puzzle) => (
        <li
          key={puzzle.title}
          className={cn(
            'flex flex-col rounded-2xl border border-border bg-card p-5 transition-colors hover:border-brand/40',
            puzzle.solved && 'border-l-4 border-l-emerald-400',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold">{puzzle.title}</h3>
            {puzzle.solved ? (
              <CircleCheck role="img" aria-label="Solved" className="size-5 shrink-0 text-emerald-400" />
            ) : null}
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={puzzle.difficulty} />
            <Badge variant="secondary">{puzzle.category}</Badge>
          </div>
          <div className="mt-5 flex items-center justify-between">
            <span className="flex items-center gap-1.5 text-sm font-medium text-amber-200">
              <Star aria-hidden="true" className="size-4 fill-amber-300 text-amber-300" />
              {puzzle.points} XP
            </span>
            <Button asChild size="sm" variant={puzzle.solved ? 'outline' : 'default'}>
              <Link href={paths.signup}>
                {puzzle.solved ? <CircleCheck aria-hidden="true" /> : <Play aria-hidden="true" />}
                {puzzle.solved ? 'Review' : 'Solve'}
                <span className="sr-only"> {puzzle.title}</span>
              </Link>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
