import type { Category } from '@enlaza/shared/categories';
import { LIMITS, sanitizeUsernameInput } from '@enlaza/shared/limits';
import { PROFILE_MESSAGES } from '@enlaza/shared/profile';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { publicHost } from '../../../config/client-config';
import { paths } from '../../../config/paths';
import type { FieldErrors } from '../../../lib/use-form';
import type { ProfileFormValues } from '../utils/profile-form';

interface BasicDataFieldsProps {
  values: ProfileFormValues;
  errors: FieldErrors<ProfileFormValues>;
  savedUsername: string;
  categories: readonly Category[];
  onChange: <K extends keyof ProfileFormValues>(name: K, value: ProfileFormValues[K]) => void;
}

/** Name, username (with its public URL and a warning when it changes), bio and category. */
export function BasicDataFields({
  values,
  errors,
  savedUsername,
  categories,
  onChange,
}: BasicDataFieldsProps) {
  const renaming = Boolean(savedUsername) && values.username !== savedUsername;
  return (
    <div className="form">
      <TextField
        label="Nombre"
        name="full_name"
        autoComplete="name"
        value={values.full_name}
        error={errors.full_name}
        onChange={(e) => onChange('full_name', e.target.value)}
      />
      <TextField
        label="Nombre de usuario"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={errors.username}
        onChange={(e) => onChange('username', sanitizeUsernameInput(e.target.value))}
        hint={
          <>
            <span className="url-preview">
              {publicHost()}
              {paths.public.profile.getHref('')}
              <strong>{values.username || 'tu-usuario'}</strong>
            </span>
            <span>{PROFILE_MESSAGES.usernameHint}</span>
          </>
        }
      />
      <div aria-live="polite">
        {renaming ? (
          <p className="username-warning">
            Al guardar, tu página pública dejará de estar en <strong>/u/{savedUsername}</strong> y pasará a{' '}
            <strong>/u/{values.username || '…'}</strong>. Actualiza el enlace donde lo hayas compartido.
          </p>
        ) : null}
      </div>
      <TextareaField
        label="Biografía"
        name="bio"
        rows={3}
        maxLength={LIMITS.bioMax}
        placeholder="Cuéntales a tus seguidores quién eres y qué haces"
        value={values.bio}
        error={errors.bio}
        onChange={(e) => onChange('bio', e.target.value)}
        counter
      />
      <SelectField
        label="Categoría"
        name="category_id"
        value={values.category_id}
        error={errors.category_id}
        options={[
          { value: '', label: 'Sin categoría' },
          ...categories.map((c) => ({ value: String(c.id), label: `${c.icon} ${c.name}` })),
        ]}
        onChange={(e) => onChange('category_id', e.target.value)}
      />
    </div>
  );
}
