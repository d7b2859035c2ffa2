import { isValidMobile, MESSAGES, type User } from '@codequest/contracts';
import { Crown, Flame, Hash, KeyRound, Sparkles, Target, TrendingUp } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DifficultyBadge, difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/format';
import { useUpdateMobile } from '../api/update-mobile';
import { AccountDataSection } from './account-data-section';
import { ChangePasswordDialog } from './change-password-dialog';
import { UserAvatar } from './user-avatar';

/**
 * Personal info, progress statistics, recent achievements (the app passes them in: they are another
 * feature's) and recent solves, adding a mobile number, changing the password, and the learner's own data
 * (download it, delete the account).
 */
export function ProfileDialog({
  user,
  open,
  onOpenChange,
  recentAchievements,
  onAccountDeleted,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recentAchievements?: ReactNode;
  /** Takes the learner to the public page once their account is gone. */
  onAccountDeleted: () => void;
}) {
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl">
          <DialogHeader className="flex-row items-center gap-4">
            <UserAvatar user={user} className="size-14 text-xl" />
            <div className="min-w-0">
              <DialogTitle className="flex flex-wrap items-center gap-2">
                {user.username}
                <Badge variant={user.isAdmin ? 'brand' : 'secondary'}>
                  {user.isAdmin ? 'Admin' : 'Learner'}
                </Badge>
              </DialogTitle>
              <DialogDescription>Member since {formatDate(user.createdAt)}</DialogDescription>
            </div>
          </DialogHeader>

          <section aria-labelledby="profile-stats" className="grid gap-3">
            <h3 id="profile-stats" className="text-sm font-semibold text-muted-foreground">
              Progress
            </h3>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Stat icon={<TrendingUp className="text-violet-300" />} label="Level" value={user.level} />
              <Stat icon={<Sparkles className="text-cyan-300" />} label="Total XP" value={user.totalXP} />
              <Stat icon={<Target className="text-emerald-300" />} label="Solved" value={user.solvedCount} />
              <Stat icon={<Flame className="text-orange-300" />} label="Day Streak" value={user.streak} />
              <Stat icon={<Hash className="text-cyan-300" />} label="Global Rank" value={`#${user.rank}`} />
              <Stat icon={<Crown className="text-amber-200" />} label="Tier" value={user.tier} small />
            </dl>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
              {(['easy', 'medium', 'hard'] as const).map((difficulty) => (
                <div key={difficulty} className="flex gap-1">
                  <dt>{difficultyLabel(difficulty)} solved</dt>
                  <dd className="font-semibold text-foreground">{user.solvedByDifficulty[difficulty]}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="profile-info" className="grid gap-3">
            <h3 id="profile-info" className="text-sm font-semibold text-muted-foreground">
              Personal Info
            </h3>
            <dl className="grid min-w-0 gap-2 rounded-xl border border-border bg-surface p-4 text-sm">
              <Row label="Email" value={user.email} />
              <Row label="Time zone" value={timeZoneLabel(user)} />
              <Row label="Mobile" value={user.mobile ?? 'Not added yet'} />
            </dl>
            {user.mobile ? null : <AddMobileForm />}
          </section>

          <section aria-labelledby="profile-achievements" className="grid gap-3">
            <h3 id="profile-achievements" className="text-sm font-semibold text-muted-foreground">
              Recent Achievements
            </h3>
            {recentAchievements}
          </section>

          <section aria-labelledby="profile-solves" className="grid gap-3">
            <h3 id="profile-solves" className="text-sm font-semibold text-muted-foreground">
              Recent Solves
            </h3>
            {user.recentSolves.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
                Puzzles you solve will show up here.
              </p>
            ) : (
              <ol aria-label="Recent solves" className="grid grid-cols-1 gap-1.5">
                {user.recentSolves.map((solve) => (
                  <li
                    key={solve.puzzleId}
                    className="flex items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2 text-sm"
                  >
                    <span className="min-w-0 flex-1 truncate font-medium">{solve.title}</span>
                    <DifficultyBadge difficulty={solve.difficulty} />
                    <span className="w-14 text-right text-xs font-semibold text-violet-200">
                      +{solve.xpAwarded} XP
                    </span>
                    <span className="hidden w-24 text-right text-xs text-muted-foreground sm:block">
                      {formatDate(solve.completedAt)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <AccountDataSection isAdmin={user.isAdmin} onAccountDeleted={onAccountDeleted} />

          <div className="flex justify-end">
            <Button variant="outline" onClick={() => setChangingPassword(true)}>
              <KeyRound aria-hidden="true" />
              Change Password
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </>
  );
}

function AddMobileForm() {
  const [mobile, setMobile] = useState('');
  const updateMobile = useUpdateMobile({
    onSuccess: () => toast({ ...UI_MESSAGES.mobileUpdated, variant: 'success' }),
    onError: () =>
      toast({ title: 'Error', description: UI_MESSAGES.mobileUpdateFailed, variant: 'destructive' }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = mobile.trim();
    if (value === '' || updateMobile.isPending) return;
    if (!isValidMobile(value)) {
      toast({ title: 'Invalid Mobile Number', description: MESSAGES.invalidMobile, variant: 'destructive' });
      return;
    }
    updateMobile.mutate(value);
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-2">
      <Label htmlFor="profile-mobile">Add Mobile Number</Label>
      <div className="flex gap-2">
        <Input
          id="profile-mobile"
          type="tel"
          inputMode="numeric"
          placeholder="10-digit mobile number"
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
        />
        <Button type="submit" disabled={mobile.trim() === '' || updateMobile.isPending}>
          {updateMobile.isPending ? <Spinner /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}

function Stat({
  icon,
  label,
  value,
  small = false,
}: {
  icon: ReactNode;
  label: string;
  value: number | string;
  small?: boolean;
}) {
  return (
    <div className="rounded-xl border border-border bg-surface p-3 [&_svg]:size-4">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className={small ? 'mt-1.5 truncate text-sm font-bold' : 'mt-1 text-xl font-bold'}>{value}</dd>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 justify-between gap-4">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium" title={value}>
        {value}
      </dd>
    </div>
  );
}

/** The zone in force, and a change waiting for its day (changes take effect from the next local day). */
function timeZoneLabel(user: User): string {
  if (!user.nextTimeZone) return user.timeZone;
  const from = new Date(user.nextTimeZone.from).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${user.timeZone} (${user.nextTimeZone.timeZone} from ${from})`;
}
