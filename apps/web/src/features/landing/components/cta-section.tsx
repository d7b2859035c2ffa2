import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="border-t border-border/60 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl border border-violet-400/30 bg-linear-to-br from-violet-700/40 via-card to-cyan-700/25 px-6 py-14 text-center sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Ready to begin your quest?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-slate-200">
            Create your free account, solve your first puzzle today and start your streak.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link href={paths.signup}>
              Start Coding Now
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
