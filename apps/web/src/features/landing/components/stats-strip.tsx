const CLAIMS = [
  { value: '500+', label: 'creadores activos' },
  { value: '$2.5M', label: 'donados' },
  { value: '4.9/5', label: 'reseñas' },
];

/** The landing's marketing figures (spec 01 §1): fixed promotional text, not live data. */
export function StatsStrip() {
  return (
    <section className="landing-stats" aria-label="Enlazá en números">
      <div className="container">
        <dl className="landing-stats-list">
          {CLAIMS.map((claim) => (
            <div key={claim.label} className="landing-stat">
              <dt>{claim.label}</dt>
              <dd>{claim.value}</dd>
            </div>
          ))}
        </dl>
        <p className="landing-stats-note">Cifras promocionales de la comunidad Enlazá.</p>
      </div>
    </section>
  );
}
