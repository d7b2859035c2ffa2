import { CtaSection } from '@/features/landing/components/cta-section';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { TracksSection } from '@/features/landing/components/tracks-section';

/** The public landing page: top bar, hero, features, tracks, closing call to action, footer. */
export function LandingRoute() {
  return (
    <div className="min-h-screen">
      <LandingHeader />
      <main>
        <Hero />
        <FeaturesSection />
        <TracksSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
