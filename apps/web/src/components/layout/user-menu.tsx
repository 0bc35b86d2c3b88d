import type { SessionUser } from '@enlaza/shared/auth';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDismiss } from '../../lib/use-dismiss';
import { usePathnameChange } from '../../lib/use-pathname-change';
import { Avatar } from '../ui/avatar';
import { IconChevronDown, IconExternal, IconLogout, IconUser } from '../ui/icons';

const MENU_ID = 'user-menu';

/** Disclosure menu of the signed-in creator in the top navigation (desktop). */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => [wrapperRef], []);
  useDismiss(open, close, refs, buttonRef);
  usePathnameChange(close);

  const firstName = user.full_name.trim().split(/\s+/)[0] || user.username;

  return (
    <div className="user-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar name={user.full_name} src={user.profile_image} size={32} />
        <span className="user-menu-name">{firstName}</span>
        <span className="visually-hidden">, menú de usuario</span>
        <IconChevronDown />
      </button>
      <div id={MENU_ID} className="user-menu-panel" hidden={!open}>
        <div className="user-menu-head">
          <strong>{user.full_name}</strong>
          <span>@{user.username}</span>
        </div>
        <ul>
          <li>
            <Link to={paths.dashboard.profile.getHref()} className="user-menu-item">
              <IconUser size={18} />
              Mi Perfil
            </Link>
          </li>
          <li>
            <Link to={paths.public.profile.getHref(user.username)} className="user-menu-item">
              <IconExternal size={18} />
              Ver Perfil Público
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="user-menu-item"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <IconLogout size={18} />
              Cerrar Sesión
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
