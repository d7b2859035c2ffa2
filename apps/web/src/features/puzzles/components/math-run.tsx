import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';

type Typeset = (tex: string, display: boolean) => string;

let loading: Promise<Typeset> | undefined;

/** KaTeX, fetched once, the first time a statement holds math; asked again after a failed fetch. */
function loadTypeset(): Promise<Typeset> {
  loading ??= import('../utils/typeset').then(
    (module) => module.typeset,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A statement's formula: its TeX as written until KaTeX has loaded (or when it cannot be), then typeset; a
 * display formula on a line of its own that scrolls sideways rather than widening the page.
 */
export function MathRun({ tex, display }: { tex: string; display: boolean }) {
  const [typeset, setTypeset] = useState<Typeset | null>(null);
  useEffect(() => {
    let mounted = true;
    loadTypeset().then(
      (loaded) => {
        if (mounted) setTypeset(() => loaded);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  const className = cn(
    display ? 'block max-w-full overflow-x-auto py-1' : 'inline-block max-w-full align-bottom',
  );
  if (!typeset)
    return (
      <span className={cn(className, 'font-mono text-[0.9em]')} data-math="pending">
        {display ? `$$${tex}$$` : `$${tex}$`}
      </span>
    );
  return (
    <span
      className={className}
      data-math="typeset"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's own markup, made with `trust` off from text it escapes
      dangerouslySetInnerHTML={{ __html: typeset(tex, display) }}
    />
  );
}
