import { isValidMobile, MESSAGES, type User } from '@codequest/contracts';
import { Award, Flame, KeyRound, Sparkles, Target, TrendingUp } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { useUpdateMobile } from '../api/update-mobile';
import { ChangePasswordDialog } from './change-password-dialog';
import { UserAvatar } from './user-avatar';

/** Personal info, progress statistics, adding a mobile number and changing the password. */
export function ProfileDialog({
  user,
  open,
  onOpenChange,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Stat icon={<TrendingUp className="text-violet-300" />} label="Level" value={user.level} />
              <Stat icon={<Sparkles className="text-cyan-300" />} label="Total XP" value={user.totalXP} />
              <Stat icon={<Target className="text-emerald-300" />} label="Solved" value={user.solvedCount} />
              <Stat icon={<Flame className="text-orange-300" />} label="Day Streak" value={user.streak} />
            </dl>
          </section>

          <section aria-labelledby="profile-info" className="grid gap-3">
            <h3 id="profile-info" className="text-sm font-semibold text-muted-foreground">
              Personal Info
            </h3>
            <dl className="grid gap-2 rounded-xl border border-border bg-surface p-4 text-sm">
              <Row label="Email" value={user.email} />
              <Row label="Time zone" value={user.timeZone} />
              <Row label="Mobile" value={user.mobile ?? 'Not added yet'} />
            </dl>
            {user.mobile ? null : <AddMobileForm />}
          </section>

          <section aria-labelledby="profile-achievements" className="grid gap-3">
            <h3 id="profile-achievements" className="text-sm font-semibold text-muted-foreground">
              Recent Achievements
            </h3>
            <p className="flex items-center gap-3 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
              <Award aria-hidden="true" className="size-5 shrink-0 text-amber-200" />
              Achievements you unlock will show up here.
            </p>
          </section>

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

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-3 [&_svg]:size-4">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold">{value}</dd>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate text-right font-medium">{value}</dd>
    </div>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
