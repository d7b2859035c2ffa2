import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function DemoCta() {
  return (
    <section
      aria-labelledby="demo-cta-title"
      className="mt-12 rounded-3xl border border-violet-400/30 bg-linear-to-br from-violet-700/35 via-card to-cyan-700/20 px-6 py-12 text-center"
    >
      <h2 id="demo-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Like what you see?
      </h2>
      <p className="mx-auto mt-3 max-w-lg text-slate-200">
        Create your free account to solve real puzzles, earn XP and climb the leaderboard.
      </p>
      <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href={paths.signup}>Create Free Account</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={paths.login}>Sign In</Link>
        </Button>
      </div>
    </section>
  );
}
