import { WALL_MODERATION_MESSAGES as M, type WallSettings } from '@enlaza/shared/donations';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSaveWallSettings, wallSettingsQueryOptions } from '../api/wall-settings';

const splitWords = (text: string) =>
  text
    .split(/[,\n]/)
    .map((w) => w.trim())
    .filter(Boolean);

function SettingsForm({ initial }: { initial: WallSettings }) {
  const id = useId();
  const save = useSaveWallSettings();
  const [showAmounts, setShowAmounts] = useState(initial.show_amounts);
  const [words, setWords] = useState(initial.blocked_words.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setSaved(false);
    save.mutate(
      { show_amounts: showAmounts, blocked_words: splitWords(words) },
      {
        onSuccess: (settings) => {
          setWords(settings.blocked_words.join(', '));
          setSaved(true);
        },
        onError: (error) => {
          const found: Record<string, string> = {};
          if (error instanceof ApiError) for (const e of error.errors) found[e.field] ??= e.message;
          if (!Object.keys(found).length) found._ = error.message;
          setErrors(found);
        },
      },
    );
  };

  return (
    <form className="wall-settings" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="donations-history-title">
        {M.settingsTitle}
      </h2>
      <div className="checkbox-row">
        <input
          id={`${id}-amounts`}
          type="checkbox"
          className="checkbox"
          checked={showAmounts}
          onChange={(e) => setShowAmounts(e.target.checked)}
        />
        <label htmlFor={`${id}-amounts`}>{M.showAmounts}</label>
      </div>
      <label className="field-label" htmlFor={`${id}-words`}>
        {M.blockedWords}
      </label>
      <textarea
        id={`${id}-words`}
        className="input"
        rows={2}
        value={words}
        aria-invalid={errors.blocked_words ? true : undefined}
        aria-describedby={`${id}-words-hint${errors.blocked_words ? ` ${id}-words-error` : ''}`}
        onChange={(e) => setWords(e.target.value)}
      />
      <p className="field-hint" id={`${id}-words-hint`}>
        {M.blockedWordsHint}
      </p>
      {errors.blocked_words ? (
        <p className="field-error" id={`${id}-words-error`}>
          {errors.blocked_words}
        </p>
      ) : null}
      {errors._ ? (
        <p className="field-error" role="alert">
          {errors._}
        </p>
      ) : null}
      <div className="donation-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {M.settingsSave}
        </button>
        {saved ? (
          <span className="donations-muted" role="status">
            {M.settingsSaved}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** 'Muro de apoyos' on the donations screen: amounts shown or not, and the blocked words. */
export function WallSettingsPanel() {
  const settings = useQuery(wallSettingsQueryOptions());
  if (!settings.data) return null;
  return <SettingsForm initial={settings.data} />;
}
