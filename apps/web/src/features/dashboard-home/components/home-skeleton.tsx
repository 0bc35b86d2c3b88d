/** Placeholder shapes while the statistics load. */
export function HomeSkeleton() {
  return (
    <div className="home-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Cargando estadísticas...</span>
      <div className="stat-cards" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="stat-card">
            <span className="skeleton skeleton-line" style={{ width: '55%' }} />
            <span className="skeleton skeleton-value" />
            <span className="skeleton skeleton-line" style={{ width: '70%' }} />
          </div>
        ))}
      </div>
      <div className="home-grid" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="home-card">
            <span className="skeleton skeleton-line" style={{ width: '40%' }} />
            <span className="skeleton skeleton-block" />
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line" style={{ width: '80%' }} />
          </div>
        ))}
      </div>
    </div>
  );
}
