import { trackLinkClick } from '../api/track-link-click';

/**
 * The profile's links (ProfileLinks' markup) once the script runs: each leads straight to its own URL
 * (its title) and the click is counted in the background, instead of going through /l/{id} where the
 * server counts it. One or the other, so a click counts once.
 */
export function activateTrackedLinks(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-link-id]')) {
    const id = Number(link.dataset.linkId);
    if (!Number.isInteger(id) || !link.title) continue;
    link.setAttribute('href', link.title);
    const track = () => trackLinkClick(id);
    link.addEventListener('click', track);
    link.addEventListener('auxclick', track);
  }
}
