import { FEATURED_MESSAGES, showingCreatorsText } from '@enlaza/shared/featured';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { FeaturedCreatorsState } from '../api/get-featured-creators';
import { FeaturedCreatorCard } from './featured-creator-card';

/** Loading, error, empty and the ranked list. */
export function FeaturedCreatorsResults({
  state,
  onRetry,
}: {
  state: FeaturedCreatorsState;
  onRetry: () => void;
}) {
  if (state.status === 'loading') return <PageLoader label="Cargando creadores destacados..." />;
  if (state.status === 'error') {
    return (
      <div className="featured-error">
        <Alert tone="error" title={FEATURED_MESSAGES.loadFailed}>
          Revisa tu conexión e intenta de nuevo.
        </Alert>
        <Button variant="secondary" onClick={onRetry}>
          Reintentar
        </Button>
      </div>
    );
  }
  const { creators } = state;
  return (
    <>
      <p className="featured-count" role="status">
        {showingCreatorsText(creators.length)}
      </p>
      {creators.length === 0 ? (
        <div className="featured-empty">
          <p className="featured-empty-title">{FEATURED_MESSAGES.empty}</p>
          <p>Prueba con otra categoría o con un período más largo.</p>
          <ButtonLink to={paths.auth.register.getHref()}>Crear mi página gratis</ButtonLink>
        </div>
      ) : (
        <ol className="featured-grid">
          {creators.map((creator, i) => (
            <FeaturedCreatorCard key={creator.id} creator={creator} rank={i + 1} />
          ))}
        </ol>
      )}
    </>
  );
}
