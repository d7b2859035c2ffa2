import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useOwnProgress } from '../api/get-own-progress';
import { progressFromUser } from '../utils/progress-view';
import { OwnActivity } from './own-activity';
import { ProgressOverview } from './progress-overview';

export function OwnProgress({ extra }: { extra?: ReactNode }) {
  const { data: user } = useOwnProgress();
  if (!user) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground"
      >
        <Spinner /> Loading progress
      </div>
    );
  }
  return <ProgressOverview progress={progressFromUser(user)} activity={<OwnActivity />} extra={extra} />;
}
