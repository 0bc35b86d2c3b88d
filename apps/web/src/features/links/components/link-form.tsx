import { utcToArgentinaLocal } from '@enlaza/shared/events';
import { LIMITS } from '@enlaza/shared/limits';
import {
  embedRefusal,
  guessLinkIcon,
  LINK_DISPLAYS,
  LINK_EMBED_MESSAGES,
  LINK_MESSAGES,
  LINK_URL_EXAMPLE,
  type Link,
  type LinkDisplay,
  type LinkInput,
  linkEmbed,
  linkSchema,
} from '@enlaza/shared/links';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldShell } from '../../../components/ui/field-shell';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { mapServerErrors, useForm } from '../../../lib/use-form';
import { IconPicker } from './icon-picker';
import { LinkThumbnailField } from './link-thumbnail-field';

type LinkFormValues = {
  title: string;
  url: string;
  icon: string;
  display: LinkDisplay;
  starts_at: string;
  ends_at: string;
};

interface LinkFormProps {
  /** The link being edited, or null to add one. */
  link: Link | null;
  onSave: (input: LinkInput) => Promise<void>;
  /** A failure that belongs to no field: the screen shows it. */
  onError: (message: string) => void;
  onCancel: () => void;
}

const FIELDS = ['title', 'url', 'icon', 'display', 'starts_at', 'ends_at'] as const;

/** The address as the server will store it (a bare 'youtu.be/x' gets https://). */
const normalizedUrl = (url: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;

/** A stored UTC bound as the datetime-local input shows it (Argentine wall clock); blank when none. */
const localBound = (iso: string | null | undefined) => (iso ? utcToArgentinaLocal(iso) : '');

export function LinkForm({ link, onSave, onError, onCancel }: LinkFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<LinkFormValues>({
    title: link?.title ?? '',
    url: link?.url ?? '',
    icon: link?.icon ?? '',
    display: link?.display ?? 'button',
    starts_at: localBound(link?.starts_at),
    ends_at: localBound(link?.ends_at),
  });
  const { values, setValue, errors } = form;
  const [saving, setSaving] = useState(false);
  const suggested = guessLinkIcon(values.url, values.title);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const input: LinkInput = {
      title: values.title,
      url: values.url,
      icon: values.icon,
      display: values.display,
      // Blank clears the bound.
      starts_at: values.starts_at || null,
      ends_at: values.ends_at || null,
    };
    const result = validateForm(linkSchema, input);
    if (!result.ok) {
      form.showErrors(result.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(input);
    } catch (error) {
      setSaving(false);
      const fieldErrors =
        error instanceof ApiError ? mapServerErrors<LinkFormValues>(error.errors, FIELDS) : {};
      if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
      else onError((error instanceof ApiError && error.serverMessage) || LINK_MESSAGES.saveFailedScreen);
    }
  }

  return (
    <section className="panel link-form-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="panel-title">
        {link ? 'Editar enlace' : 'Nuevo enlace'}
      </h2>
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        <TextField
          label="Título"
          name="title"
          maxLength={LIMITS.linkTitleMax}
          placeholder="Mi Instagram"
          autoComplete="off"
          value={values.title}
          error={errors.title}
          counter
          onChange={(e) => setValue('title', e.target.value)}
        />
        <TextField
          label="URL"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={LINK_URL_EXAMPLE}
          value={values.url}
          error={errors.url}
          onChange={(e) => setValue('url', e.target.value)}
        />
        <IconPicker
          value={values.icon}
          suggested={suggested}
          error={errors.icon}
          onChange={(icon) => setValue('icon', icon)}
        />
        <FieldShell
          label={LINK_EMBED_MESSAGES.displayLabel}
          error={errors.display}
          hint={
            // Said once: as the hint while choosing, or as the error once the server refused it.
            !errors.display &&
            values.display === 'embed' &&
            values.url &&
            !linkEmbed(normalizedUrl(values.url))
              ? embedRefusal(normalizedUrl(values.url))
              : undefined
          }
        >
          {(control) => (
            <select
              {...control}
              className="input"
              name="display"
              value={values.display}
              onChange={(e) => setValue('display', e.target.value as LinkDisplay)}
            >
              {LINK_DISPLAYS.map((display) => (
                <option key={display} value={display}>
                  {display === 'embed' ? LINK_EMBED_MESSAGES.asEmbed : LINK_EMBED_MESSAGES.asButton}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {link ? <LinkThumbnailField linkId={link.id} url={link.thumbnail_url} /> : null}
        <fieldset className="link-schedule">
          <legend className="field-label">Programar (opcional, hora de Argentina)</legend>
          <p className="field-hint">
            Tu página muestra el enlace solo entre estas fechas. Vacío: sin límite.
          </p>
          <div className="link-schedule-fields">
            <TextField
              label="Mostrar desde"
              name="starts_at"
              type="datetime-local"
              value={values.starts_at}
              error={errors.starts_at}
              onChange={(e) => setValue('starts_at', e.target.value)}
            />
            <TextField
              label="Mostrar hasta"
              name="ends_at"
              type="datetime-local"
              value={values.ends_at}
              error={errors.ends_at}
              onChange={(e) => setValue('ends_at', e.target.value)}
            />
          </div>
        </fieldset>
        <div className="form-actions">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? 'Guardando...' : link ? 'Guardar cambios' : 'Agregar enlace'}
          </Button>
        </div>
      </form>
    </section>
  );
}
