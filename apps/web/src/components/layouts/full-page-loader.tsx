import { Spinner } from '@/components/ui/spinner';

/** A whole-screen wait, with its reason in words ("Loading your profile"). */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl border border-border bg-card">
        <Spinner className="size-6 text-brand" />
      </div>
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}
