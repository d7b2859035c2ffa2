import { Info, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useLearnerProgress } from '../api/get-learner-progress';
import { ProgressOverview } from './progress-overview';

/** Another learner's progress, for admins. */
export function LearnerProgress({ userId, extra }: { userId: number; extra?: ReactNode }) {
  const query = useLearnerProgress(userId);
  if (query.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground"
      >
        <Spinner /> Loading progress
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        message="This progress could not be loaded."
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
        <UserX aria-hidden="true" className="size-8" />
        <p>There is no user with id {userId}.</p>
      </div>
    );
  }
  const progress = query.data;
  return (
    <div className="grid gap-6">
      <p className="flex items-center gap-3 rounded-xl border border-brand/30 bg-violet-500/10 px-4 py-3 text-sm text-violet-100">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        <span>
          You are viewing <span className="font-semibold">{progress.username}</span>&apos;s progress as an
          admin.
        </span>
      </p>
      <ProgressOverview progress={progress} extra={extra} />
    </div>
  );
}
