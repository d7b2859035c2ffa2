import {
  Activity,
  ArrowLeft,
  BarChart3,
  ListChecks,
  PlusCircle,
  ShieldAlert,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ActivityTab } from '@/features/admin/components/activity-tab';
import { OverviewTab } from '@/features/admin/components/overview-tab';
import { PuzzlesTab } from '@/features/admin/components/puzzles-tab';
import { UsersTab } from '@/features/admin/components/users-tab';
import { useCurrentUser } from '@/lib/auth';

// The puzzle form is a chunk of its own: it carries the judge's vocabulary (and zod with it).
const PuzzleForm = lazy(() =>
  import('@/features/admin/components/puzzle-form').then((module) => ({ default: module.PuzzleForm })),
);
const EditPuzzle = lazy(() =>
  import('@/features/admin/components/edit-puzzle').then((module) => ({ default: module.EditPuzzle })),
);

/** /admin: the panel's tabs and a way back to the puzzles. Non-admins get a plain "admins only" screen. */
export function AdminRoute() {
  const user = useCurrentUser();
  const [tab, setTab] = useState('overview');
  // The title the Puzzles list searches for when it opens: the puzzle just created or edited.
  const [savedTitle, setSavedTitle] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  if (!user.isAdmin) return <AdminsOnly />;
  return (
    <div className="mx-auto max-w-6xl animate-fade-in">
      <PageHeader
        icon={<ShieldCheck />}
        title="Admin Panel"
        description="Manage puzzles and users."
        actions={<BackToPuzzles />}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Admin sections" className="justify-start">
          <TabsTrigger value="overview">
            <BarChart3 aria-hidden="true" />
            Overview
          </TabsTrigger>
          <TabsTrigger value="puzzles">
            <ListChecks aria-hidden="true" />
            Puzzles
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            Users
          </TabsTrigger>
          <TabsTrigger value="create">
            <PlusCircle aria-hidden="true" />
            Create Puzzle
          </TabsTrigger>
          <TabsTrigger value="activity">
            <Activity aria-hidden="true" />
            Activity
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="puzzles">
          {editing === null ? (
            <PuzzlesTab
              onAddPuzzle={() => setTab('create')}
              onEditPuzzle={setEditing}
              initialSearch={savedTitle}
            />
          ) : (
            <Suspense fallback={<Spinner />}>
              <EditPuzzle
                puzzleId={editing}
                onBack={() => setEditing(null)}
                onSaved={(title) => {
                  setSavedTitle(title);
                  setEditing(null);
                }}
              />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="create">
          <Suspense fallback={<Spinner />}>
            <PuzzleForm
              onSaved={(title) => {
                setSavedTitle(title);
                setEditing(null);
                setTab('puzzles');
              }}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function BackToPuzzles() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.puzzles}>
        <ArrowLeft aria-hidden="true" />
        Back to Puzzles
      </Link>
    </Button>
  );
}

function AdminsOnly() {
  return (
    <div className="mx-auto flex max-w-lg animate-fade-in flex-col items-center py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-red-500/10 text-red-300 ring-1 ring-red-400/25 ring-inset">
        <ShieldAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold">Admins only</h1>
      <p className="mt-3 text-muted-foreground">
        The Admin Panel is for CodeQuest administrators. Your account does not have admin rights.
      </p>
      <div className="mt-8">
        <BackToPuzzles />
      </div>
    </div>
  );
}
