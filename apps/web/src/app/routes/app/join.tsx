import { GraduationCap } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CLASS_TEXTS } from '@/config/messages';
import { classPath, paths } from '@/config/paths';
import { useJoinPreview } from '@/features/classes/api/get-join-preview';
import { useJoinClass } from '@/features/classes/api/join-class';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';

/** /join/:code signed in: the class's name and teachers, and Join; an unknown or closed code says so. */
export function JoinRoute() {
  const { code = '' } = useParams<{ code: string }>();
  const preview = useJoinPreview(code);
  const [, navigate] = useLocation();
  const join = useJoinClass({
    onSuccess: (joined) => {
      toast({ title: CLASS_TEXTS.joined, variant: 'success' });
      navigate(classPath(joined.id), { replace: true });
    },
  });
  return (
    <div className="mx-auto grid max-w-xl min-w-0 animate-fade-in gap-6">
      <PageHeader icon={<GraduationCap />} title={CLASS_TEXTS.previewTitle} />
      {preview.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
        >
          <Spinner /> {CLASS_TEXTS.previewLoading}
        </div>
      ) : preview.isError ? (
        <div className="grid gap-4">
          <Alert variant="destructive">{serverMessageOr(preview.error, CLASS_TEXTS.failed)}</Alert>
          <Button asChild variant="outline" className="justify-self-start">
            <Link href={paths.classes}>{CLASS_TEXTS.backToClasses}</Link>
          </Button>
        </div>
      ) : (
        <section
          aria-labelledby="join-class-name"
          className="grid min-w-0 gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5"
        >
          <h2 id="join-class-name" className="text-xl font-semibold [overflow-wrap:anywhere]">
            {preview.data.name}
          </h2>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {CLASS_TEXTS.taughtBy(preview.data.teachers)}
          </p>
          {join.isError ? (
            <Alert variant="destructive">{serverMessageOr(join.error, CLASS_TEXTS.failed)}</Alert>
          ) : null}
          {preview.data.alreadyMember ? (
            <>
              <p className="text-sm">{CLASS_TEXTS.alreadyMember}</p>
              <Button asChild className="justify-self-start">
                <Link href={classPath(preview.data.classId)}>{CLASS_TEXTS.openClass}</Link>
              </Button>
            </>
          ) : (
            <Button
              className="justify-self-start"
              disabled={join.isPending}
              onClick={() => join.mutate(code)}
            >
              {join.isPending ? CLASS_TEXTS.joining : CLASS_TEXTS.join}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
