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
