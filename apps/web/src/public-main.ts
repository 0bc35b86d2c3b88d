// The stylesheets of the server-rendered pages, in the order the server inlines them (the cascade).
import './styles/modal.css';
import './styles/checkout.css';
import './styles/public.css';
import './styles/supporters.css';
import './styles/posts.css';
import './styles/tokens.css';
import './styles/base.css';
import type { DonationFormProps } from './features/checkout/components/donation-form';
import { activateDonateButton } from './features/checkout/islands/donate-island';
import { activateMusic } from './features/music-widget/islands/music-island';
import { countDonateOpened } from './features/public-profile/api/count-donate-opened';
import { countView } from './features/public-profile/api/count-view';
import { activateCopyButtons } from './features/public-profile/islands/copy-buttons';
import { activateLiveProfile } from './features/public-profile/islands/live-profile-island';
import { activateOwnerBackLink } from './features/public-profile/islands/owner-back-island';
import { activateTrackedLinks } from './features/public-profile/islands/tracked-links';
import { registerServiceWorker } from './features/pwa/utils/register-service-worker';
import { activateShareButtons } from './features/share/islands/share-island';
import { readPublicPageInput } from './lib/public-page-input';

/**
 * The browser entry of the server-rendered public pages (public.html). The server's HTML is the page,
 * the same for every visitor (caches keep it) and complete without JavaScript; no React here. This
 * script only brings its interactive islands to life, each attached to the server's markup: share
 * buttons, the profile's links (counted clicks), the live goal bar and 'Apoyos', the music preview,
 * 'Aportar' (its dialog and React load when the visitor reaches for it), embedded players and, for
 * the page's owner, the arrow back to the dashboard.
 */
const input = readPublicPageInput();
const page = input?.page;

activateShareButtons(document);

if (page?.kind === 'profile') {
  const { profile } = page;
  activateOwnerBackLink(document);
  activateTrackedLinks(document);
  activateLiveProfile(document, profile);
  if (profile.transfer) activateCopyButtons(document);
  const music = profile.spotify_connection?.content;
  if (music) activateMusic(document, profile.username, music);
  const goal = profile.goals[0];
  if (goal && profile.donations_enabled) {
    const donation: DonationFormProps = {
      goalId: goal.id,
      goalTitle: goal.title,
      creatorName: profile.full_name,
    };
    activateDonateButton(document, donation, () => countDonateOpened(profile.username));
  }
}

// Embedded players (YouTube, Spotify posters): their code loads only on a page that has one.
if (document.querySelector('[data-embed]')) {
  void import('./features/public-profile/embed-player').then(({ activateEmbeds }) =>
    activateEmbeds(document),
  );
}

// The page's view, told once after load (POST /api/track/view): the HTML may come from a cache.
countView();

registerServiceWorker();
