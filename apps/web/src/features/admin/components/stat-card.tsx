import type { ReactNode } from 'react';

/** One figure of the overview, labelled so a screen reader reads "Total Users: 42". */
export function StatCard({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <section aria-label={label} className="rounded-2xl border border-border bg-card p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <span aria-hidden="true" className="text-violet-300 [&_svg]:size-5">
          {icon}
        </span>
      </div>
      <p className="mt-3 truncate text-2xl font-bold tabular-nums" data-testid="stat-value">
        {value}
      </p>
      {detail ? <p className="mt-1 truncate text-xs text-muted-foreground">{detail}</p> : null}
    </section>
  );
}
