import type { User } from '@codequest/contracts';
import { ChevronDown, Globe, GraduationCap, LogOut, ShieldCheck, Swords, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { publicProfilePath } from '@/config/paths';
import { ProfileDialog } from './profile-dialog';
import { UserAvatar } from './user-avatar';

/**
 * The header's account menu: View Profile, My public profile, Admin Panel (admins only), Classes and
 * Contests (for those they concern: on a phone the bottom bar keeps the spec's four entries), Logout. Its button is named
 * after the visible username first, so screen readers and voice control find it by what it shows.
 */
export function UserMenu({
  user,
  onOpenAdmin,
  onOpenClasses,
  onOpenContests,
  onLogout,
  onAccountDeleted,
  recentAchievements,
}: {
  user: User;
  onOpenAdmin: () => void;
  /** Given when Classes concerns the user: the menu then lists it. */
  onOpenClasses?: (() => void) | undefined;
  /** Given when Contests concerns the user: the menu then lists it. */
  onOpenContests?: (() => void) | undefined;
  onLogout: () => void;
  /** Takes the learner to the public page once they deleted their account (profile dialog). */
  onAccountDeleted: () => void;
  /** Shown in the profile dialog. */
  recentAchievements?: ReactNode;
}) {
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`${user.username}, account menu`}
          className="flex items-center gap-2 rounded-full border border-border bg-card py-1 pr-2 pl-1 text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        >
          <UserAvatar user={user} className="size-8 text-sm" />
          <span className="hidden max-w-32 truncate font-medium sm:inline">{user.username}</span>
          <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel>
            <p className="truncate font-semibold">{user.username}</p>
            <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setProfileOpen(true)}>
            <UserRound aria-hidden="true" />
            View Profile
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={publicProfilePath(user.username)}>
              <Globe aria-hidden="true" />
              My public profile
            </Link>
          </DropdownMenuItem>
          {user.isAdmin ? (
            <DropdownMenuItem onSelect={onOpenAdmin}>
              <ShieldCheck aria-hidden="true" />
              Admin Panel
            </DropdownMenuItem>
          ) : null}
          {onOpenClasses ? (
            <DropdownMenuItem onSelect={onOpenClasses}>
              <GraduationCap aria-hidden="true" />
              Classes
            </DropdownMenuItem>
          ) : null}
          {onOpenContests ? (
            <DropdownMenuItem onSelect={onOpenContests}>
              <Swords aria-hidden="true" />
              Contests
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={onLogout}
            className="text-red-300 data-[highlighted]:text-red-200 [&_svg]:text-red-300"
          >
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ProfileDialog
        user={user}
        open={profileOpen}
        onOpenChange={setProfileOpen}
        recentAchievements={recentAchievements}
        onAccountDeleted={onAccountDeleted}
      />
    </>
  );
}
