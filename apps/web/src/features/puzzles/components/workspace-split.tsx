import type { ReactNode } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';

/** Where the split is remembered in this browser (the library keeps it under a key made from this id). */
const LAYOUT_ID = 'codequest-workspace';
const PANELS = { problem: 'problem', editor: 'editor' } as const;

/**
 * Wide screens: the problem beside the editor, split by a separator the learner drags, or moves with the
 * arrow keys once it has the focus (Home and End for the ends). The split is kept for the next visit.
 * A chunk of its own (the panels library is some 17 KB compressed), fetched only where the screen is wide.
 */
export default function WorkspaceSplit({ problem, editor }: { problem: ReactNode; editor: ReactNode }) {
  const layout = useDefaultLayout({
    id: LAYOUT_ID,
    panelIds: [PANELS.problem, PANELS.editor],
    storage: localStorage,
  });
  return (
    <Group
      orientation="horizontal"
      className="min-h-0 min-w-0 flex-1"
      defaultLayout={layout.defaultLayout}
      onLayoutChanged={layout.onLayoutChanged}
    >
      <Panel id={PANELS.problem} defaultSize="45%" minSize="20%" className="flex min-h-0 flex-col">
        {problem}
      </Panel>
      <Separator
        aria-label="Resize the problem and the editor"
        className="group relative flex w-4 shrink-0 items-center justify-center outline-none"
      >
        <span
          aria-hidden="true"
          className="h-12 w-1 rounded-full bg-border transition-colors group-hover:bg-brand group-focus-visible:bg-brand group-data-[separator=active]:bg-brand"
        />
      </Separator>
      <Panel id={PANELS.editor} defaultSize="55%" minSize="30%" className="flex min-h-0 flex-col">
        {editor}
      </Panel>
    </Group>
  );
}
