export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`spinner spinner-${size}`} aria-hidden="true" />;
}

/** Full-area loading state for lazy screens and the session check. */
export function PageLoader({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="page-loader" role="status">
      <Spinner size="lg" />
      <span>{label}</span>
    </div>
  );
}

/**
 * A whole page while it loads (the session check, a lazy area's first download): the page's main
 * landmark and its heading are there from the first paint, so it is never a page without either.
 */
export function LoadingPage({ label = 'Cargando...' }: { label?: string }) {
  return (
    <main id="contenido" className="loading-page">
      <h1 className="visually-hidden">{label}</h1>
      <PageLoader label={label} />
    </main>
  );
}
