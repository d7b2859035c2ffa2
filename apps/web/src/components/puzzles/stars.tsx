import { Star } from 'lucide-react';
import { MAX_STARS } from '@/config/constants';
import { cn } from '@/lib/utils';

/** A puzzle's 1 to 3 stars, read out as "2 of 3 stars". */
export function Stars({ count, className }: { count: number; className?: string }) {
  return (
    <span role="img" aria-label={`${count} of ${MAX_STARS} stars`} className={cn('flex gap-0.5', className)}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          aria-hidden="true"
          className={cn(
            'size-3.5',
            index < count ? 'fill-amber-300 text-amber-300' : 'fill-transparent text-slate-600',
          )}
        />
      ))}
    </span>
  );
}
