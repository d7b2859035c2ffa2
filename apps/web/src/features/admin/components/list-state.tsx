import { Spinner } from '@/components/ui/spinner';

/** What a list shows while it loads or when it could not be loaded. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
      <Spinner /> {label}
    </div>
  );
}

export function ListMessage({ children }: { children: string }) {
  return <p className="py-12 text-center text-sm text-muted-foreground">{children}</p>;
}
