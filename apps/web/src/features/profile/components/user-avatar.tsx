import type { User } from '@codequest/contracts';
import { cn } from '@/lib/utils';

export function UserAvatar({ user, className }: { user: Pick<User, 'username'>; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-linear-to-br from-violet-500 to-cyan-500 font-bold text-white uppercase',
        className,
      )}
    >
      {user.username.charAt(0)}
    </span>
  );
}
