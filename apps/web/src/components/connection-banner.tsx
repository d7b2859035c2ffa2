import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { UI_MESSAGES } from '@/config/messages';
import { probeNow, useConnectionState } from '@/lib/connection';

/**
 * A banner while the server cannot be reached, gone as soon as it answers again. It sits at the top centre,
 * over the header's empty middle, and never blocks the page.
 */
export function ConnectionBanner() {
  const state = useConnectionState();

  useEffect(() => {
    // The browser noticed the network is back: check at once instead of waiting for the next probe.
    window.addEventListener('online', probeNow);
    return () => window.removeEventListener('online', probeNow);
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-2 z-[70] flex justify-center px-3"
    >
      {state === 'unreachable' ? (
        <div
          data-testid="connection-banner"
          className="pointer-events-auto flex items-center gap-3 rounded-xl border border-amber-300/40 bg-amber-950/95 py-1.5 pr-1.5 pl-3 text-sm text-amber-100 shadow-lg"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <span>{UI_MESSAGES.serverUnreachable}</span>
          <Button size="sm" variant="outline" onClick={probeNow}>
            {UI_MESSAGES.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
