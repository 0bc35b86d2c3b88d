import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('Página no encontrada');
  return (
    <div className="container page-section">
      <div className="empty-state">
        <p className="empty-state-code">404</p>
        <h1>Página no encontrada</h1>
        <p>La dirección que abriste no existe o cambió de lugar.</p>
        <ButtonLink to={paths.home.getHref()}>Ir al inicio</ButtonLink>
      </div>
    </div>
  );
}
