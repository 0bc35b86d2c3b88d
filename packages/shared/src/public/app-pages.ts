import type { AuthPayload } from '../auth/user';
import type { FeaturedFilters } from '../featured/filters';
import type { FeaturedCreator } from '../featured/schema';
import type { PublicProfile } from './contract';

/**
 * The app's pages the server renders (the landing, featured creators, legal pages, login and register),
 * and the data the server reads for them. Login and register are then hydrated by the app; the others
 * are served as islands, never hydrated (issue 38).
 */

/** The landing's sample page: the demo creator's real profile, as /u/demo shows it. */
export interface LandingSample {
  name: string;
  username: string;
  bio: string;
  profileImage: string | null;
  /** The active goal in pesos; null when the demo has none. */
  goal: { title: string; raised: number; target: number } | null;
  /** Titles of the first active links. */
  links: string[];
}

/** The demo creator the landing shows and the server seeds (`npm run db:seed`). */
export const DEMO_USERNAME = 'demo';

/** How many of the demo's links the landing's phone frame shows. */
export const LANDING_SAMPLE_LINKS = 3;

export function landingSampleOf(profile: PublicProfile): LandingSample {
  const goal = profile.goals.find((g) => g.is_active) ?? null;
  return {
    name: profile.full_name,
    username: profile.username,
    bio: profile.bio,
    profileImage: profile.profile_image,
    goal: goal ? { title: goal.title, raised: goal.current_amount, target: goal.target_amount } : null,
    links: profile.links.slice(0, LANDING_SAMPLE_LINKS).map((link) => link.title),
  };
}

/** What a server-rendered app page was built from; the browser hydrates from the same data. */
export interface AppPageData {
  /** The path the page was rendered for: markup for another path (an offline fallback) is not hydrated. */
  path?: string;
  /** The landing: null when the demo creator does not exist. */
  landingSample?: LandingSample | null;
  /** Featured creators: the ranking for the filters in the URL. */
  featured?: FeaturedFilters & { creators: FeaturedCreator[] };
  /** Login or register after a form post without JavaScript: what was typed and what went wrong. */
  authForm?: AuthFormState;
  /** A form post that signed in: the app keeps the session (as after the API's answer) and opens the dashboard. */
  session?: AuthPayload & { rememberMe: boolean };
}

export interface AuthFormState {
  /** What was typed (never a password). */
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  formError: string | null;
  /** The login's code step: the password was right and the account asks for its code. */
  challenge?: string;
}

export interface RenderedAppPage {
  /** The markup of #root. */
  html: string;
  /** Tags for the head: the title the page set while rendering. */
  head: string;
}
