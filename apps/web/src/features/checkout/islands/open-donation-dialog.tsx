import { createRoot } from 'react-dom/client';
import { DonationDialog } from '../components/donate-button';
import type { DonationFormProps } from '../components/donation-form';

/**
 * The donation dialog on a server-rendered public page: React arrives with it (loaded when the
 * visitor reaches for 'Aportar', never with the page), mounted for as long as the dialog is open.
 * Closing it hands focus back to the button (Modal) and answers `onClosed`.
 */
export function openDonationDialog(props: DonationFormProps, onClosed: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
    onClosed();
  };
  root.render(<DonationDialog {...props} onClose={close} />);
}
