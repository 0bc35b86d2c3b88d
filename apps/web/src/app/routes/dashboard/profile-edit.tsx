import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ACCOUNT_DELETED_STATE } from '../../../features/account-deletion/components/account-deleted-notice';
import { DeleteAccountSection } from '../../../features/account-deletion/components/delete-account-section';
import { ChangeEmailSection } from '../../../features/auth/components/change-email-section';
import { OtherSessionsSection } from '../../../features/auth/components/other-sessions-section';
import { TwoFactorSection } from '../../../features/auth/components/two-factor-section';
import { ProfilePhotoSection } from '../../../features/avatar/components/profile-photo-section';
import { useCategories } from '../../../features/categories/api/get-categories';
import { AccountExportSection } from '../../../features/exports/components/account-export-section';
import { DonationAlertsSection } from '../../../features/profile/components/donation-alerts-section';
import { ProfileEditor } from '../../../features/profile/components/profile-editor';
import { SensitiveContentSection } from '../../../features/profile/components/sensitive-content-section';
import { TaxCategorySection } from '../../../features/tax/components/tax-category-section';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * /dashboard/profile, in the order of use (issue 30, item 12): the photo, the profile with its
 * categories (spec 02 §2) and its look first; then 'Contenido para mayores de 18', 'Avisos de
 * aportes' and the monotributo category (issue 36); then security ('Verificación en dos pasos', the email, the sessions); the export; and
 * 'Eliminar mi cuenta' last.
 */
export default function ProfileEditRoute() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { categories } = useCategories();
  if (!user) return null;
  return (
    <ProfileEditor
      key={user.id}
      user={user}
      categories={categories}
      photoSection={<ProfilePhotoSection />}
      accountSections={
        <>
          <SensitiveContentSection />
          <DonationAlertsSection />
          <TaxCategorySection />
          <TwoFactorSection />
          <ChangeEmailSection />
          <OtherSessionsSection />
          <AccountExportSection />
          <DeleteAccountSection
            username={user.username}
            onDeleted={() => {
              // The server ended every session already; the local one goes too, then home, which says so.
              void logout().finally(() =>
                navigate(paths.home.getHref(), { replace: true, state: ACCOUNT_DELETED_STATE }),
              );
            }}
          />
        </>
      }
      onCancel={() => navigate(paths.dashboard.root.getHref())}
    />
  );
}
