import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';

/** What a screen shows when its data could not be loaded: the reason and a Retry button. */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center text-sm text-muted-foreground">
      <CircleAlert aria-hidden="true" className="size-8 text-amber-300" />
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RotateCw aria-hidden="true" />}
        {UI_MESSAGES.retry}
      </Button>
    </div>
  );
}
