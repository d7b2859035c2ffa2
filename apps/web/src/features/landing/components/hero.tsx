import { Languages, Play, Rocket, Terminal, Trophy, Zap } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LANDING_CLAIMS } from '@/config/constants';
import { paths } from '@/config/paths';
import { CodePreview } from './code-preview';

const CLAIMS = [
  { icon: Trophy, value: LANDING_CLAIMS.challenges, label: 'Challenges' },
  { icon: Languages, value: String(LANDING_CLAIMS.languages), label: 'Languages: Java, Python, C' },
  { icon: Terminal, value: 'Real-time', label: 'Compiler' },
  { icon: Zap, value: 'Instant', label: 'Feedback' },
] as const;

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 h-[480px] w-[780px] -translate-x-1/2 rounded-full bg-violet-600/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-24 lg:pb-28">
        <div className="animate-fade-in">
          <Badge variant="brand" className="mb-6 px-3 py-1 text-sm">
            <Rocket aria-hidden="true" /> Gamified coding practice
          </Badge>
          <h1 className="text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Level up your code, <span className="text-gradient">one quest at a time</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Solve programming puzzles in Java, Python or C, run them against real test cases, and earn XP,
            levels, streaks and achievements on your way up the global leaderboard.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href={paths.signup}>
                <Rocket aria-hidden="true" />
                Start Your Quest
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={paths.demo}>
                <Play aria-hidden="true" />
                View Demo
              </Link>
            </Button>
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
            {CLAIMS.map(({ icon: Icon, value, label }) => (
              <div key={label} className="rounded-xl border border-border bg-card/60 p-4">
                <Icon className="mb-2 size-5 text-brand" aria-hidden="true" />
                <dt className="sr-only">{label}</dt>
                <dd>
                  <span className="block text-lg font-bold whitespace-nowrap">{value}</span>
                  <span className="block text-xs text-muted-foreground">{label}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <CodePreview />
      </div>
    </section>
  );
}
