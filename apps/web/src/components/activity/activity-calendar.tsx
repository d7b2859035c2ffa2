import type { ActivityCalendar as Calendar } from '@codequest/contracts';
import { Flame, Trophy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { calendarWeeks, LEVEL_THRESHOLDS, totalSolves } from './calendar-grid';

/** Shades from none to the most, as the legend shows them. */
const LEVEL_TONES = ['bg-muted', 'bg-emerald-900', 'bg-emerald-700', 'bg-emerald-500', 'bg-emerald-300'];
const WEEKDAY_LABELS = ['', 'Mon', '', 'Wed', '', 'Fri', ''];

const days = (count: number) => `${formatNumber(count)} ${count === 1 ? 'day' : 'days'}`;

/**
 * A year of a learner's days as a contribution graph (a column per week, a cell per day, shaded by the
 * accepted solutions of that local day), with month labels, a legend, and the current and longest streak
 * beside it. Each cell says its count and date (title and aria-label). On a narrow screen the weeks scroll
 * sideways inside their own box, starting at today.
 */
export function ActivityCalendar({ calendar, className }: { calendar: Calendar; className?: string }) {
  const weeks = calendarWeeks(calendar);
  const total = totalSolves(calendar);
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="activity-calendar"
      className={cn('grid min-w-0 gap-4 rounded-2xl border border-border bg-card p-6', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          Activity
        </h2>
        <p className="text-sm text-muted-foreground">
          {formatNumber(total)} {total === 1 ? 'solve' : 'solves'} in the last year
        </p>
      </div>
      <div className="grid min-w-0 gap-4 2xl:grid-cols-[minmax(0,1fr)_12rem] 2xl:items-start">
        <div className="grid min-w-0 gap-2">
          <div ref={scroller} className="min-w-0 overflow-x-auto pb-1">
            <div className="grid w-max grid-cols-[auto_1fr] pr-6 text-[0.65rem] text-muted-foreground">
              <span aria-hidden="true" className="sticky left-0 z-10 bg-card" />
              <div aria-hidden="true" className="flex gap-[3px]">
                {weeks.map((week) => (
                  <span key={week.days[0]?.day} className="relative h-4 w-[11px]">
                    {week.month ? (
                      <span className="absolute left-0 whitespace-nowrap">{week.month}</span>
                    ) : null}
                  </span>
                ))}
              </div>
              <div aria-hidden="true" className="sticky left-0 z-10 grid grid-rows-7 gap-[3px] bg-card pr-2">
                {WEEKDAY_LABELS.map((label, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays never move
                  <span key={index} className="h-[11px] leading-[11px]">
                    {label}
                  </span>
                ))}
              </div>
              <ol aria-label="Days of the last year" className="flex gap-[3px]">
                {weeks.map((week) => (
                  <li key={week.days[0]?.day}>
                    <ol className="grid grid-rows-7 gap-[3px]">
                      {week.days.map((cell, index) =>
                        cell ? (
                          <li
                            key={cell.day}
                            title={cell.label}
                            aria-label={cell.label}
                            data-day={cell.day}
                            data-count={cell.count}
                            className={cn('size-[11px] rounded-[2px]', LEVEL_TONES[cell.level])}
                          />
                        ) : (
                          // biome-ignore lint/suspicious/noArrayIndexKey: days still to come have no date
                          <li key={`after-${index}`} aria-hidden="true" className="size-[11px]" />
                        ),
                      )}
                    </ol>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <div className="flex items-center justify-end gap-1.5 text-xs text-muted-foreground">
            <span>Less</span>
            <ul aria-label="Legend" className="flex gap-[3px]">
              {LEVEL_TONES.map((tone, level) => (
                <li
                  key={tone}
                  aria-label={legendText(level)}
                  title={legendText(level)}
                  className={cn('size-[11px] rounded-[2px]', tone)}
                />
              ))}
            </ul>
            <span>More</span>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 2xl:grid-cols-1">
          <div className="rounded-xl border border-border bg-surface p-4">
            <dt className="flex items-center gap-2 text-xs text-muted-foreground">
              <Flame aria-hidden="true" className="size-4 text-orange-300" />
              Current streak
            </dt>
            <dd className="mt-1 text-xl font-bold" data-testid="current-streak">
              {days(calendar.currentStreak)}
            </dd>
          </div>
          <div className="rounded-xl border border-border bg-surface p-4">
            <dt className="flex items-center gap-2 text-xs text-muted-foreground">
              <Trophy aria-hidden="true" className="size-4 text-amber-200" />
              Longest streak
            </dt>
            <dd className="mt-1 text-xl font-bold" data-testid="longest-streak">
              {days(calendar.longestStreak)}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function legendText(level: number): string {
  if (level === 0) return 'No solves';
  const from = LEVEL_THRESHOLDS[level - 1] ?? 1;
  const next = LEVEL_THRESHOLDS[level];
  if (next === undefined) return `${from} or more solves`;
  return next - 1 === from ? `${from} ${from === 1 ? 'solve' : 'solves'}` : `${from} to ${next - 1} solves`;
}
