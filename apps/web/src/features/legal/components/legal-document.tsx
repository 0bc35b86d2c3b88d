import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { LegalSection } from '../content/legal-section';
import { formatLastUpdated, isoLocalDay } from '../utils/last-updated';

const DOCUMENTS = [
  { href: paths.legal.terms.getHref(), label: 'Términos y Condiciones' },
  { href: paths.legal.privacy.getHref(), label: 'Política de Privacidad' },
  { href: paths.legal.cookies.getHref(), label: 'Política de Cookies' },
];

interface LegalDocumentProps {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** A legal page: title, last update (today), table of contents with anchors, numbered sections. */
export function LegalDocument({ title, summary, sections }: LegalDocumentProps) {
  const today = new Date();
  return (
    <article className="legal container">
      <header className="legal-header">
        <p className="legal-eyebrow">Legal</p>
        <h1 className="legal-title">{title}</h1>
        <p className="legal-updated">
          Última actualización: <time dateTime={isoLocalDay(today)}>{formatLastUpdated(today)}</time>
        </p>
        <p className="legal-summary">{summary}</p>
      </header>

      <div className="legal-layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal-toc-title">
            Contenido
          </h2>
          <ol>
            {sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="legal-body">
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              className="legal-section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                {i + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}

          <nav className="legal-others" aria-label="Otros documentos legales">
            <ul>
              {DOCUMENTS.map((doc) => (
                <li key={doc.href}>
                  <Link to={doc.href}>{doc.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </article>
  );
}
