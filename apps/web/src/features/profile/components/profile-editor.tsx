import type { SessionUser } from '@enlaza/shared/auth';
import type { Category } from '@enlaza/shared/categories';
import { PROFILE_MESSAGES, profileSchema } from '@enlaza/shared/profile';
import { ACCENT_PALETTE, DEFAULT_THEME, PRIMARY_PALETTE } from '@enlaza/shared/theme';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useForm } from '../../../lib/use-form';
import { useUpdateProfile } from '../api/update-profile';
import { useUpdateTheme } from '../api/update-theme';
import { usePreviewContent } from '../hooks/use-preview-content';
import {
  type ProfileFormValues,
  profileFieldErrors,
  profileFormFromUser,
  themeChanged,
  themeFromForm,
  toProfilePayload,
  toThemePayload,
} from '../utils/profile-form';
import { BackgroundImageSection } from './background-image-section';
import { BackgroundStyles } from './background-styles';
import { BasicDataFields } from './basic-data-fields';
import { ColorSwatches } from './color-swatches';
import { LookChoices } from './look-choices';
import { ProfilePreview } from './profile-preview';
import '../../../styles/profile-editor.css';

const SUCCESS_MS = 3000;
const FORM_ID = 'profile-form';

type Status = { tone: 'success' | 'error'; text: string };

interface ProfileEditorProps {
  user: SessionUser;
  categories: readonly Category[];
  /** The profile photo section, supplied by the avatar feature. */
  photoSection: ReactNode;
  /**
   * The account's settings, shown after the profile, its look and the save buttons (issue 30, item 12):
   * settings next, then security, the export and 'Eliminar mi cuenta' last.
   */
  accountSections?: ReactNode;
  onCancel: () => void;
}

/**
 * 'Mi Perfil' (spec 02 §2), in the order of use: the photo, basic data, appearance and the live
 * preview of the public page with the save buttons first, then the account's sections.
 */
export function ProfileEditor({
  user,
  categories,
  photoSection,
  accountSections,
  onCancel,
}: ProfileEditorProps) {
  const { updateUser } = useAuth();
  const updateProfile = useUpdateProfile();
  const updateTheme = useUpdateTheme();
  const [saved, setSaved] = useState<ProfileFormValues>(() => profileFormFromUser(user));
  const form = useForm<ProfileFormValues>(saved);
  const { values, setValue, errors } = form;
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [now] = useState(() => new Date());
  const content = usePreviewContent();
  const basicId = useId();
  const appearanceId = useId();
  const previewId = useId();

  useEffect(() => {
    if (status?.tone !== 'success') return;
    const timer = setTimeout(() => setStatus(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const theme = themeFromForm(values, user.theme);
  const category = categories.find((c) => String(c.id) === values.category_id) ?? null;

  function resetTheme() {
    setValue('primary_color', DEFAULT_THEME.primary_color);
    setValue('accent_color', DEFAULT_THEME.accent_color);
    setValue('background_style', DEFAULT_THEME.background_style);
    setValue('font', DEFAULT_THEME.font);
    setValue('button_style', DEFAULT_THEME.button_style);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setStatus(null);
    const checked = validateForm(profileSchema, toProfilePayload(values));
    if (!checked.ok) {
      form.showErrors(
        profileFieldErrors(Object.entries(checked.errors).map(([field, message]) => ({ field, message }))),
      );
      return;
    }
    const { full_name, username, bio, category_id } = checked.data;
    setSaving(true);
    try {
      const profile = await updateProfile.mutateAsync({ full_name, username, bio, category_id });
      let next: SessionUser = profile ?? { ...user, full_name, username, bio, category_id };
      if (themeChanged(values, saved)) {
        try {
          next = (await updateTheme.mutateAsync(toThemePayload(values))) ?? {
            ...next,
            theme: themeFromForm(values, next.theme),
          };
        } catch (error) {
          // Spec 02 §8: a failed theme update is only logged; the next save tries again.
          console.error('No se pudo guardar el tema del perfil', error);
        }
      }
      updateUser(next);
      const stored = profileFormFromUser(next);
      setSaved(stored);
      form.setValues((current) => ({
        ...current,
        full_name: stored.full_name,
        username: stored.username,
        bio: stored.bio,
        category_id: stored.category_id,
      }));
      setStatus({ tone: 'success', text: PROFILE_MESSAGES.saved });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setStatus({ tone: 'error', text: PROFILE_MESSAGES.unexpected });
        return;
      }
      const fieldErrors = profileFieldErrors(error.errors);
      if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
      else setStatus({ tone: 'error', text: error.serverMessage ?? PROFILE_MESSAGES.saveFailed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="profile-editor">
      <div className="pe-photo">{photoSection}</div>

      <form id={FORM_ID} ref={form.formRef} className="pe-form" noValidate onSubmit={handleSubmit}>
        <section className="profile-card" aria-labelledby={basicId}>
          <h2 id={basicId} className="profile-card-title">
            Datos básicos
          </h2>
          <BasicDataFields
            values={values}
            errors={errors}
            savedUsername={saved.username}
            categories={categories}
            onChange={setValue}
          />
        </section>

        <section className="profile-card" aria-labelledby={appearanceId}>
          <div className="profile-card-head">
            <h2 id={appearanceId} className="profile-card-title">
              Apariencia
            </h2>
            <Button variant="ghost" size="sm" onClick={resetTheme}>
              Restablecer
            </Button>
          </div>
          <ColorSwatches
            legend="Color principal"
            name="primary_color"
            palette={PRIMARY_PALETTE}
            value={values.primary_color}
            error={errors.primary_color}
            onChange={(v) => setValue('primary_color', v)}
          />
          <ColorSwatches
            legend="Color de acento"
            name="accent_color"
            palette={ACCENT_PALETTE}
            value={values.accent_color}
            error={errors.accent_color}
            onChange={(v) => setValue('accent_color', v)}
          />
          <BackgroundStyles
            theme={theme}
            error={errors.background_style}
            onChange={(v) => setValue('background_style', v)}
          />
          <LookChoices
            font={values.font}
            buttonStyle={values.button_style}
            errors={{ font: errors.font, button_style: errors.button_style }}
            onFont={(v) => setValue('font', v)}
            onButtonStyle={(v) => setValue('button_style', v)}
          />
          <BackgroundImageSection user={user} onUser={updateUser} />
        </section>
      </form>

      <aside className="pe-preview" aria-labelledby={previewId}>
        <h2 id={previewId} className="profile-card-title">
          Vista previa
        </h2>
        <p className="pe-preview-hint">Así verán tu página los visitantes. Se actualiza mientras escribes.</p>
        <ProfilePreview
          name={values.full_name}
          username={values.username}
          bio={values.bio}
          avatar={user.profile_image}
          category={category}
          theme={theme}
          content={content}
          now={now}
        />
      </aside>

      <div className="pe-actions">
        {status ? <Alert tone={status.tone} title={status.text} /> : null}
        <div className="pe-buttons">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} loading={saving}>
            {saving ? 'Guardando...' : 'Guardar cambios'}
          </Button>
        </div>
      </div>

      {accountSections ? <div className="pe-account">{accountSections}</div> : null}
    </div>
  );
}
