import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { useDownloadAccountData } from '../api/download-account-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The profile's "Your Data": download everything kept about the learner, or delete the account. */
export function AccountDataSection({
  isAdmin,
  onAccountDeleted,
}: {
  isAdmin: boolean;
  /** Takes the learner to the public page once their account is gone. */
  onAccountDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const download = useDownloadAccountData({
    onSuccess: (file) =>
      toast({
        title: UI_MESSAGES.dataDownloaded.title,
        description: `${UI_MESSAGES.dataDownloaded.description} ${file.fileName}`,
        variant: 'success',
      }),
    onError: () => toast({ ...UI_MESSAGES.dataDownloadFailed, variant: 'destructive' }),
  });

  return (
    <section aria-labelledby="profile-data" className="grid gap-3">
      <h3 id="profile-data" className="text-sm font-semibold text-muted-foreground">
        Your Data
      </h3>
      <p className="text-sm text-muted-foreground">{UI_MESSAGES.yourDataIntro}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          {UI_MESSAGES.downloadData}
        </Button>
        <Button
          variant="outline"
          className="border-red-500/40 text-red-300 hover:bg-red-500/10 hover:text-red-200"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" />
          {UI_MESSAGES.deleteAccount}
        </Button>
      </div>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        isAdmin={isAdmin}
        onDeleted={onAccountDeleted}
      />
    </section>
  );
}
