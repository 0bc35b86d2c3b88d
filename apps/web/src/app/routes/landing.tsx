import { AccountDeletedNotice } from '../../features/account-deletion/components/account-deleted-notice';
import { ClosingCta } from '../../features/landing/components/closing-cta';
import { FeaturedTeaser } from '../../features/landing/components/featured-teaser';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { LivePreview } from '../../features/landing/components/live-preview';
import { StatsStrip } from '../../features/landing/components/stats-strip';
import { useScrollToHash } from '../../features/landing/hooks/use-scroll-to-hash';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/landing.css';

/** Home (spec 01 §2): after deleting an account the notice that it is done; hero, how it works, figures, live preview, sample creators, closing call. */
export default function LandingRoute() {
  useDocumentTitle('Tu página de enlaces, objetivos y donaciones');
  useScrollToHash();
  return (
    <div className="landing">
      <AccountDeletedNotice />
      <LandingHero />
      <StatsStrip />
      <HowItWorks />
      <LivePreview />
      <FeaturedTeaser />
      <ClosingCta />
    </div>
  );
}
