import type { ClassResponse } from '@codequest/contracts';
import { Copy, DoorClosed, DoorOpen, RefreshCw } from 'lucide-react';
import { ConfirmButton } from '@/components/confirm-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CLASS_TEXTS } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useRegenerateCode } from '../api/regenerate-code';
import { useSetJoining } from '../api/set-joining';

type Teaching = NonNullable<ClassResponse['teaching']>;

const failed = (error: unknown) =>
  toast({ title: serverMessageOr(error, CLASS_TEXTS.failed), variant: 'destructive' });

/** The code and its link (with a copy button), whether joining is open, and a new code on demand. */
export function JoinLinkPanel({ classId, teaching }: { classId: number; teaching: Teaching }) {
  const link = `${window.location.origin}${teaching.joinPath}`;
  const regenerate = useRegenerateCode();
  const joining = useSetJoining();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: CLASS_TEXTS.linkCopied, variant: 'success' });
    } catch {
      toast({ title: CLASS_TEXTS.copyFailed, variant: 'warning' });
    }
  };

  return (
    <section
      aria-labelledby="join-link-heading"
      className="grid min-w-0 gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="join-link-heading" className="text-lg font-semibold">
          {CLASS_TEXTS.codeTitle}
        </h2>
        <Badge variant={teaching.joiningOpen ? 'brand' : 'secondary'} data-testid="joining-state">
          {teaching.joiningOpen ? CLASS_TEXTS.joiningOpen : CLASS_TEXTS.joiningClosed}
        </Badge>
      </div>
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">{CLASS_TEXTS.codeLabel}</p>
        <p className="font-mono text-2xl font-bold tracking-[0.2em]" data-testid="join-code">
          {teaching.joinCode}
        </p>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="join-link">{CLASS_TEXTS.linkLabel}</Label>
        <div className="flex min-w-0 flex-wrap gap-2">
          <Input
            id="join-link"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 basis-48 font-mono text-xs"
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {CLASS_TEXTS.copyLink}
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          variant="outline"
          size="sm"
          disabled={regenerate.isPending}
          title={CLASS_TEXTS.regenerateTitle}
          description={CLASS_TEXTS.regenerateDescription}
          confirmLabel={CLASS_TEXTS.regenerate}
          cancelLabel={CLASS_TEXTS.cancel}
          onConfirm={() => regenerate.mutate(classId, { onError: failed })}
        >
          <RefreshCw aria-hidden="true" />
          {CLASS_TEXTS.regenerate}
        </ConfirmButton>
        {teaching.joiningOpen ? (
          <ConfirmButton
            variant="outline"
            size="sm"
            disabled={joining.isPending}
            title={CLASS_TEXTS.closeTitle}
            description={CLASS_TEXTS.closeDescription}
            confirmLabel={CLASS_TEXTS.closeJoining}
            cancelLabel={CLASS_TEXTS.cancel}
            onConfirm={() => joining.mutate({ classId, open: false }, { onError: failed })}
          >
            <DoorClosed aria-hidden="true" />
            {CLASS_TEXTS.closeJoining}
          </ConfirmButton>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={joining.isPending}
            onClick={() => joining.mutate({ classId, open: true }, { onError: failed })}
          >
            <DoorOpen aria-hidden="true" />
            {CLASS_TEXTS.openJoining}
          </Button>
        )}
      </div>
    </section>
  );
}
