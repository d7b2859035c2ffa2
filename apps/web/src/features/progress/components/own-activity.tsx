import { ActivityCalendar } from '@/components/activity/activity-calendar';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useOwnActivity } from '../api/get-own-activity';

/** The signed-in learner's activity calendar, on their progress screen. */
export function OwnActivity() {
  const activity = useOwnActivity();
  if (activity.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground"
      >
        <Spinner /> Loading activity
      </div>
    );
  }
  if (activity.isError) {
    return (
      <LoadFailed
        message="Your activity could not be loaded."
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  }
  return <ActivityCalendar calendar={activity.data} />;
}
