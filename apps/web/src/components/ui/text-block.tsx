import { cn } from '@/lib/utils';

/**
 * A labelled text shown as it is (an input, an output, what was expected), for a description list: its
 * lines kept, long ones wrapped, an empty one said to be empty.
 */
export function TextBlock({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone?: string | undefined;
}) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd>
        <pre
          className={cn(
            'rounded-lg border border-border bg-[#0a0f1d] px-3 py-2 font-mono text-xs leading-5 whitespace-pre-wrap break-words text-slate-200',
            tone,
          )}
        >
          {value === '' ? <span className="text-muted-foreground italic">(empty)</span> : value}
        </pre>
      </dd>
    </div>
  );
}
