import { LegalDocument } from '../../features/legal/components/legal-document';
import { PRIVACY_SECTIONS, PRIVACY_SUMMARY } from '../../features/legal/content/privacy';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/legal.css';

const TITLE = 'Política de Privacidad';

export default function LegalPrivacyRoute() {
  useDocumentTitle(TITLE);
  return <LegalDocument title={TITLE} summary={PRIVACY_SUMMARY} sections={PRIVACY_SECTIONS} />;
}
