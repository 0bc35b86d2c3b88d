import { trackViewPixelUrl, type ViewedPageIdentity } from '@enlaza/shared/tracking';

/**
 * Where a server-rendered page says which page it is, so its view is counted apart from its HTML
 * (which a cache may keep): without JavaScript the browser loads the 1×1 image inside; with it, the
 * image is never loaded and countView() reads the data-view-* attributes and sends the beacon.
 */
export function ViewPixel({ identity }: { identity: ViewedPageIdentity }) {
  return (
    <noscript
      data-view-user={identity.username}
      data-view-page={identity.page}
      data-view-event={identity.eventId ?? undefined}
    >
      <img src={trackViewPixelUrl(identity)} width={1} height={1} alt="" />
    </noscript>
  );
}
