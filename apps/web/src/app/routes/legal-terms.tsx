import { LegalDocument } from '../../features/legal/components/legal-document';
import { TERMS_SECTIONS, TERMS_SUMMARY } from '../../features/legal/content/terms';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/legal.css';

const TITLE = 'Términos y Condiciones';

export default function LegalTermsRoute() {
  useDocumentTitle(TITLE);
  return <LegalDocument title={TITLE} summary={TERMS_SUMMARY} sections={TERMS_SECTIONS} />;
}
