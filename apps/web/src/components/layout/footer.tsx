import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../ui/logo';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo size={28} />
          <p>Tu página de enlaces, objetivos, eventos y donaciones para creadores de Argentina.</p>
        </div>
        <nav className="footer-col" aria-labelledby="footer-product">
          <h2 id="footer-product">Producto</h2>
          <ul>
            <li>
              <Link to={paths.auth.register.getHref()}>Empezar gratis</Link>
            </li>
            <li>
              <Link to={paths.featuredCreators.getHref()}>Explorar creadores</Link>
            </li>
            <li>
              <Link to={paths.public.profile.getHref('demo')}>Página de ejemplo</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-col" aria-labelledby="footer-support">
          <h2 id="footer-support">Soporte</h2>
          <ul>
            <li>
              <Link to={{ pathname: paths.home.getHref(), hash: '#como-funciona' }}>Cómo funciona</Link>
            </li>
            <li>
              <Link to={paths.auth.forgotPassword.getHref()}>Recuperar acceso</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-col" aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            <li>
              <Link to={paths.legal.terms.getHref()}>Términos y condiciones</Link>
            </li>
            <li>
              <Link to={paths.legal.privacy.getHref()}>Privacidad</Link>
            </li>
            <li>
              <Link to={paths.legal.cookies.getHref()}>Cookies</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>© {year} Enlazá</p>
        <p>Hecho en Argentina para creadores de todo el país.</p>
      </div>
    </footer>
  );
}
