import type { Theme } from './theme';

/** The signed-in creator as the API presents them to themselves (never to others). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  full_name: string;
  name: string;
  bio: string;
  profile_image: string | null;
  avatar: string | null;
  category_id: number | null;
  theme: Theme;
  role: 'creator' | 'admin';
  created_at: string;
}

export interface AuthPayload {
  token: string;
  user: SessionUser;
}
