import type { ClassMember } from '@codequest/contracts';
import { UserMinus } from 'lucide-react';
import { ConfirmButton } from '@/components/confirm-button';
import { Badge } from '@/components/ui/badge';
import { CLASS_TEXTS } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useRemoveMember } from '../api/remove-member';

/** The members a teacher sees: username, role and when they joined; everyone but oneself can be removed. */
export function ClassRoster({
  classId,
  members,
  viewerId,
}: {
  classId: number;
  members: ClassMember[];
  viewerId: number;
}) {
  const remove = useRemoveMember({
    onSuccess: () => toast({ title: CLASS_TEXTS.removed, variant: 'success' }),
  });
  return (
    <section aria-labelledby="roster-heading" className="grid min-w-0 gap-3">
      <h2 id="roster-heading" className="text-lg font-semibold">
        {CLASS_TEXTS.rosterTitle} <span className="text-sm text-muted-foreground">({members.length})</span>
      </h2>
      <ul className="grid gap-2" aria-label={CLASS_TEXTS.rosterTitle}>
        {members.map((member) => (
          <li
            key={member.id}
            data-testid="roster-member"
            className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-card px-4 py-3"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{member.username}</p>
              <p className="text-xs text-muted-foreground">
                {CLASS_TEXTS.joinedOn} {formatDate(member.joinedAt)}
              </p>
            </div>
            <Badge variant={member.role === 'teacher' ? 'brand' : 'secondary'}>
              {member.role === 'teacher' ? CLASS_TEXTS.teacherBadge : CLASS_TEXTS.learnerBadge}
            </Badge>
            {member.id === viewerId ? null : (
              <ConfirmButton
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`${CLASS_TEXTS.remove} ${member.username}`}
                title={CLASS_TEXTS.removeTitle(member.username)}
                description={CLASS_TEXTS.removeDescription}
                confirmLabel={CLASS_TEXTS.remove}
                cancelLabel={CLASS_TEXTS.cancel}
                onConfirm={() =>
                  remove.mutate(
                    { classId, userId: member.id },
                    {
                      onError: (error) =>
                        toast({ title: serverMessageOr(error, CLASS_TEXTS.failed), variant: 'destructive' }),
                    },
                  )
                }
              >
                <UserMinus aria-hidden="true" />
                {CLASS_TEXTS.remove}
              </ConfirmButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
