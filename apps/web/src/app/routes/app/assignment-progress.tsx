import { ArrowLeft, Download, Table2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ASSIGNMENT_TEXTS } from '@/config/messages';
import { classPath } from '@/config/paths';
import { downloadProgressCsv } from '@/features/assignments/api/download-progress-csv';
import { useProgress } from '@/features/assignments/api/get-progress';
import { ProgressGrid } from '@/features/assignments/components/progress-grid';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { formatInZone } from '@/lib/zoned-time';
import { NotFoundRoute } from './not-found';

const ID = /^[0-9]{1,10}$/;

/** /classes/:id/assignments/:assignmentId: the progress grid and its CSV (the class's teachers). */
export function AssignmentProgressRoute() {
  const params = useParams<{ id: string; assignmentId: string }>();
  if (!ID.test(params.id ?? '') || !ID.test(params.assignmentId ?? '')) return <NotFoundRoute />;
  return <AssignmentProgress classId={Number(params.id)} assignmentId={Number(params.assignmentId)} />;
}

function AssignmentProgress({ classId, assignmentId }: { classId: number; assignmentId: number }) {
  const user = useCurrentUser();
  const progress = useProgress(classId, assignmentId);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadProgressCsv(classId, assignmentId);
    } catch (error) {
      toast({ title: serverMessageOr(error, ASSIGNMENT_TEXTS.downloadFailed), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 animate-fade-in gap-6">
      <Link
        href={classPath(classId)}
        className="flex items-center gap-2 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {ASSIGNMENT_TEXTS.backToClass}
      </Link>
      {progress.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
        >
          <Spinner /> Loading the progress grid
        </div>
      ) : progress.isError ? (
        <LoadFailed
          message={serverMessageOr(progress.error, ASSIGNMENT_TEXTS.gridLoadFailed)}
          onRetry={() => progress.refetch()}
          retrying={progress.isFetching}
        />
      ) : (
        <>
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <PageHeader
              icon={<Table2 />}
              title={progress.data.assignment.title}
              description={`${progress.data.assignment.className} · ${ASSIGNMENT_TEXTS.due} ${formatInZone(
                progress.data.assignment.dueAt,
                user.timeZone,
              )}`}
            />
          </div>
          <Button onClick={download} disabled={downloading} variant="outline" className="justify-self-start">
            <Download aria-hidden="true" />
            {ASSIGNMENT_TEXTS.downloadCsv}
          </Button>
          <ProgressGrid progress={progress.data} timeZone={user.timeZone} />
        </>
      )}
    </div>
  );
}
