import type { PublicProfile } from '../public/contract';
import type { PageReportField } from './schema';

/** /u/{username}/denunciar: the report form rendered on the server (works without JavaScript). */
export interface ReportPage {
  kind: 'report';
  creator: Pick<PublicProfile, 'full_name' | 'username' | 'profile_image' | 'theme'>;
  values: { reason: string; details: string; contact_email: string };
  errors: Partial<Record<PageReportField, string>>;
  formError: string | null;
  /** The report was received (the page after its redirect). */
  sent: boolean;
}

/** What a suspended page shows (403), whatever was asked for. */
export interface SuspendedPage {
  kind: 'suspended';
}
