import { ChartLine, Code, ListChecks, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CodeEditorTab } from '@/features/demo/components/code-editor-tab';
import { DemoCta } from '@/features/demo/components/demo-cta';
import { DemoHeader } from '@/features/demo/components/demo-header';
import { LeaderboardTab } from '@/features/demo/components/leaderboard-tab';
import { ProgressTab } from '@/features/demo/components/progress-tab';
import { PuzzlesTab } from '@/features/demo/components/puzzles-tab';

type DemoTab = 'editor' | 'puzzles' | 'progress' | 'leaderboard';

// Phones: icon above a small label, four tabs on one row.
const TAB_TRIGGER = 'flex-col gap-1 px-1 text-xs sm:flex-row sm:gap-2 sm:px-3 sm:text-sm';

/** The public demo: a static preview of the product in four tabs (selection stays on this page). */
export default function DemoRoute() {
  const [tab, setTab] = useState<DemoTab>('editor');
  return (
    <div className="min-h-screen">
      <DemoHeader />
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Take CodeQuest for a spin</h1>
          <p className="mt-3 text-muted-foreground">
            A preview with sample data. Sign up to solve real puzzles and keep your progress.
          </p>
        </div>
        <Tabs value={tab} onValueChange={(value) => setTab(value as DemoTab)}>
          <div className="flex justify-center">
            <TabsList aria-label="Demo sections" className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
              <TabsTrigger className={TAB_TRIGGER} value="editor">
                <Code aria-hidden="true" />
                Code Editor
              </TabsTrigger>
              <TabsTrigger className={TAB_TRIGGER} value="puzzles">
                <ListChecks aria-hidden="true" />
                Puzzles
              </TabsTrigger>
              <TabsTrigger className={TAB_TRIGGER} value="progress">
                <ChartLine aria-hidden="true" />
                Progress
              </TabsTrigger>
              <TabsTrigger className={TAB_TRIGGER} value="leaderboard">
                <Trophy aria-hidden="true" />
                Leaderboard
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="editor">
            <CodeEditorTab />
          </TabsContent>
          <TabsContent value="puzzles">
            <PuzzlesTab />
          </TabsContent>
          <TabsContent value="progress">
            <ProgressTab />
          </TabsContent>
          <TabsContent value="leaderboard">
            <LeaderboardTab />
          </TabsContent>
        </Tabs>
        <DemoCta />
      </main>
    </div>
  );
}
