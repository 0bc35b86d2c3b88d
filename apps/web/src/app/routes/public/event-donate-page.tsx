import type { EventDonatePageInput } from '@enlaza/shared/donations';
import { EventDonateView } from '../../../features/event-donations/components/event-donate-view';
import { PublicShell } from './public-shell';

/** The event's donation page as the server renders it (never hydrated: it is a plain form). */
export function EventDonatePage({ input }: { input: EventDonatePageInput }) {
  return (
    <PublicShell theme={input.event.user.theme}>
      <EventDonateView input={input} />
    </PublicShell>
  );
}
