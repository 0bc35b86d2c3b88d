import { formatARS } from '@enlaza/shared/format';
import type { ReactNode } from 'react';
import { IconCheck } from '../../../components/ui/icons';
import '../../../styles/auth.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The account screens: the form card and, on wide screens, a short pitch with a sample page. */
export function AuthLayout({ title, subtitle, icon, children, footer }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <div className="container auth-grid">
        <section className="auth-card" aria-labelledby="auth-title">
          {icon ? <div className="auth-card-icon">{icon}</div> : null}
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          {children}
          {footer ? <div className="auth-card-footer">{footer}</div> : null}
        </section>
        <AuthPitch />
      </div>
    </div>
  );
}

function AuthPitch() {
  return (
    <aside className="auth-aside" aria-label="Por qué Enlazá">
      <p className="auth-aside-eyebrow">Hecho para creadores de Argentina</p>
      <p className="auth-aside-title">Todo lo que compartes, en un solo enlace.</p>
      <ul className="auth-benefits">
        <li>
          <IconCheck size={18} />
          Tus enlaces, tu objetivo y tus eventos en una página.
        </li>
        <li>
          <IconCheck size={18} />
          Recibe donaciones en pesos con Mercado Pago.
        </li>
        <li>
          <IconCheck size={18} />
          Mira quién visita tu página y qué enlaces funcionan.
        </li>
      </ul>
      <SamplePage />
    </aside>
  );
}

/** A decorative miniature of a creator page; hidden from screen readers. */
function SamplePage() {
  return (
    <div className="sample-page" aria-hidden="true">
      <div className="sample-avatar">LM</div>
      <div className="sample-name">Luna Martínez</div>
      <div className="sample-handle">@luna-musica · Música</div>
      <div className="sample-goal">
        <div className="sample-goal-head">
          <span>Grabar mi primer EP</span>
          <span>68%</span>
        </div>
        <div className="sample-bar">
          <span style={{ width: '68%' }} />
        </div>
        <div className="sample-goal-amount">
          {formatARS(68_000)} de {formatARS(100_000)}
        </div>
      </div>
      <div className="sample-link sample-link-primary">Instagram</div>
      <div className="sample-link">YouTube</div>
      <div className="sample-link">Próximo show en vivo</div>
    </div>
  );
}
