import { Award, Flame, Gauge, Terminal, TrendingUp, Trophy } from 'lucide-react';

const FEATURES = [
  {
    icon: Terminal,
    title: 'Real-time Compiler',
    text: 'Write, compile and run Java, Python and C right in your browser. No setup, no installs.',
  },
  {
    icon: Gauge,
    title: 'Instant Feedback',
    text: 'Every run comes back with test-case analysis and performance metrics, so you know exactly where you stand.',
  },
  {
    icon: TrendingUp,
    title: 'XP & Levels',
    text: 'Accepted solutions earn XP. Watch your level climb as your skills grow.',
  },
  {
    icon: Flame,
    title: 'Daily Streaks',
    text: 'Solve at least one puzzle a day to build a streak and make practice a habit.',
  },
  {
    icon: Award,
    title: 'Achievements',
    text: 'Unlock achievements for milestones, streaks and special feats along the way.',
  },
  {
    icon: Trophy,
    title: 'Global Leaderboard',
    text: 'Compete with learners around the world and see how you rank.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 border-t border-border/60 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand uppercase">Features</p>
          <h2 id="features-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Everything you need to level up
          </h2>
          <p className="mt-4 text-muted-foreground">
            Practice that feels like a game: real code, real feedback and real progress you can see.
          </p>
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group rounded-2xl border border-border bg-card p-6 transition-colors hover:border-brand/40"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-violet-500/10 text-violet-300 ring-1 ring-violet-400/20 ring-inset">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
