import { LegalDocument } from '../../features/legal/components/legal-document';
import { COOKIES_SECTIONS, COOKIES_SUMMARY } from '../../features/legal/content/cookies';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/legal.css';

const TITLE = 'Política de Cookies';

export default function LegalCookiesRoute() {
  useDocumentTitle(TITLE);
  return <LegalDocument title={TITLE} summary={COOKIES_SUMMARY} sections={COOKIES_SECTIONS} />;
}
