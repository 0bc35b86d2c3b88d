import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ChangeEmailSection } from '../../../features/auth/components/change-email-section';
import { OtherSessionsSection } from '../../../features/auth/components/other-sessions-section';
import { ProfilePhotoSection } from '../../../features/avatar/components/profile-photo-section';
import { useCategories } from '../../../features/categories/api/get-categories';
import { AccountExportSection } from '../../../features/exports/components/account-export-section';
import { DonationAlertsSection } from '../../../features/profile/components/donation-alerts-section';
import { ProfileEditor } from '../../../features/profile/components/profile-editor';
import { useAuth } from '../../../lib/auth/auth-context';

/** /dashboard/profile: the profile editor with the photo section, the categories (spec 02 §2), 'Avisos de aportes' and the sessions card. */
export default function ProfileEditRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { categories } = useCategories();
  if (!user) return null;
  return (
    <ProfileEditor
      key={user.id}
      user={user}
      categories={categories}
      photoSection={
        <>
          <ProfilePhotoSection />
          <DonationAlertsSection />
          <ChangeEmailSection />
          <OtherSessionsSection />
          <AccountExportSection />
        </>
      }
      onCancel={() => navigate(paths.dashboard.root.getHref())}
    />
  );
}
