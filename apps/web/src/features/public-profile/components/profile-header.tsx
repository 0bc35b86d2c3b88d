import type { PublicProfile } from '@enlaza/shared/public';
import { Avatar } from '../../../components/ui/avatar';

/** Photo (or initials), name, @username, category and bio. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  return (
    <header className="pp-profile-header">
      <Avatar name={profile.full_name} src={profile.profile_image} size={104} />
      <h1 className="pp-name">{profile.full_name}</h1>
      <p className="pp-username">@{profile.username}</p>
      {profile.category && (
        <p className="pp-chip">
          <span aria-hidden="true">{profile.category.icon}</span> {profile.category.name}
        </p>
      )}
      {profile.bio && <p className="pp-bio">{profile.bio}</p>}
    </header>
  );
}
