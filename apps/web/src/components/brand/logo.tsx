import { PRODUCT_NAME } from '@codequest/contracts';
import { CodeXml } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The CodeQuest mark and word. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 font-bold tracking-tight', className)}>
      <span className="flex size-9 items-center justify-center rounded-xl bg-linear-to-br from-violet-500 to-cyan-500 text-white shadow-lg shadow-violet-500/25">
        <CodeXml className="size-5" aria-hidden="true" />
      </span>
      {compact ? (
        <span className="sr-only">{PRODUCT_NAME}</span>
      ) : (
        <span className="text-lg">{PRODUCT_NAME}</span>
      )}
    </span>
  );
}
