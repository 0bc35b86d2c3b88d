import type { AuthFormState } from '@enlaza/shared/public';
import { useLocation } from 'react-router';
import { usePageData } from '../../../lib/page-data';

/**
 * What the server left on the login or register page after its form was posted without JavaScript
 * (values, errors, the code step), for the page as first loaded only: a later visit within the app
 * starts empty.
 */
export function usePostedForm(): AuthFormState | null {
  const data = usePageData();
  const location = useLocation();
  const first = location.key === 'default' && data.path === location.pathname;
  return first ? (data.authForm ?? null) : null;
}

export const postedText = (form: AuthFormState | null, name: string): string => {
  const value = form?.values[name];
  return typeof value === 'string' ? value : '';
};
