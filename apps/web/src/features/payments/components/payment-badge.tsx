import { PAYMENT_MESSAGES } from '@enlaza/shared/payments';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useDismiss } from '../../../lib/use-dismiss';
import { usePaymentConnection } from '../hooks/payment-connection';
import { badgeLook } from '../utils/payment-texts';
import { IconCard, IconClock, IconRefresh, IconSettings } from './payment-icons';
import '../../../styles/payments.css';

export const PAYMENT_SETTINGS_LABEL = 'Configurar pagos';

/**
 * The dashboard header's Mercado Pago badge (spec 02 §2): its colour and text say the connection's
 * status; it opens a small menu with 'Verificar Estado' (a forced check) and the payment settings.
 */
export function PaymentBadge({ onOpenSettings }: { onOpenSettings: () => void }) {
  const store = usePaymentConnection();
  const { state } = store;
  const look = badgeLook(state.status);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [toggleRef, menuRef], []);
  useDismiss(open, close, refs, toggleRef);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')
      return;
    event.preventDefault();
    const items = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const last = items.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? (at + 1) % items.length
            : (at - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const checking = state.loading && state.operation === 'check';
  const icon = checking ? (
    <Spinner size="sm" />
  ) : state.status === 'pending' ? (
    <IconClock size={16} />
  ) : (
    <IconCard size={16} />
  );

  return (
    <div className="mp-badge-wrap">
      <button
        ref={toggleRef}
        type="button"
        className={`mp-badge mp-badge-${look.tone}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={checking || undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {icon}
        {look.text ? <span className="mp-badge-text">{look.text}</span> : null}
        <span className="visually-hidden">
          {look.text ? ' · opciones de MercadoPago' : `${look.spoken} · opciones`}
        </span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          className="mp-menu"
          role="menu"
          aria-label="Opciones de MercadoPago"
          onKeyDown={onMenuKeyDown}
        >
          <button
            type="button"
            role="menuitem"
            className="mp-menu-item"
            onClick={() => {
              close();
              toggleRef.current?.focus();
              void store.check();
            }}
          >
            <IconRefresh /> {PAYMENT_MESSAGES.verify}
          </button>
          <button
            type="button"
            role="menuitem"
            className="mp-menu-item"
            onClick={() => {
              close();
              onOpenSettings();
            }}
          >
            <IconSettings /> {PAYMENT_SETTINGS_LABEL}
          </button>
        </div>
      ) : null}
    </div>
  );
}
