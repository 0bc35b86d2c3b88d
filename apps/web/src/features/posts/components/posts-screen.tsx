import { formatArgentinaDateTime } from '@enlaza/shared/events';
import {
  POST_IMAGE_MESSAGES as I,
  POST_AUDIENCE_LABELS,
  POST_AUDIENCES,
  POST_LIMITS,
  POST_PATHS,
  POST_STATUS_LABELS,
  POST_WHEN_CHOICES,
  type Post,
  type PostAudienceKind,
  type PostCreateInput,
  type PostWhen,
  postCreateSchema,
  POST_SCREEN_MESSAGES as T,
} from '@enlaza/shared/posts';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useDeleteFlow } from '../../../components/ui/delete-flow';
import { FlashMessage } from '../../../components/ui/flash-message';
import { LoadErrorPanel } from '../../../components/ui/panels';
import { SelectField } from '../../../components/ui/select-field';
import { PageLoader } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { mapServerErrors, useForm } from '../../../lib/use-form';
import { useCreatePost } from '../api/create-post';
import { useDeletePost } from '../api/delete-post';
import { usePosts } from '../api/get-posts';
import { PostMailingLine } from './post-mailing-line';
import '../../../styles/posts.css';

type PostFormValues = {
  title: string;
  body: string;
  audience: string;
  when: string;
  publish_at: string;
  /** '1' when 'Enviarla por email' is ticked. */
  send_email: string;
};
const FIELDS = ['title', 'body', 'audience', 'publish_at', 'send_email'] as const;
const EMPTY: PostFormValues = {
  title: '',
  body: '',
  audience: 'public',
  when: 'now',
  publish_at: '',
  send_email: '',
};
const ALIASES = { 'audience.kind': 'audience', 'audience.min_tier_id': 'audience' } as const;

/** What the form sends: the schema's input as typed (the server reads the Argentine time itself). */
function toInput(values: PostFormValues): PostCreateInput {
  const when = values.when as PostWhen;
  return {
    title: values.title,
    body: values.body,
    audience: { kind: values.audience as PostAudienceKind },
    draft: when === 'draft',
    ...(values.send_email ? { send_email: true } : {}),
    ...(when === 'scheduled' ? { publish_at: values.publish_at || 'sin fecha' } : {}),
  };
}

/** The date a post's line shows: when it was published, when it will be, or when it was written. */
function postDate(post: Post): string {
  if (post.published_at) return T.publishedOn(formatArgentinaDateTime(post.published_at));
  if (post.publish_at) return T.scheduledFor(formatArgentinaDateTime(post.publish_at));
  return T.createdOn(formatArgentinaDateTime(post.created_at));
}

function PostForm({ onSaved }: { onSaved: (message: string) => void }) {
  const form = useForm<PostFormValues>(EMPTY);
  const { values, setValue, errors } = form;
  const create = useCreatePost();
  const [formError, setFormError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const input = toInput(values);
    const checked = validateForm(postCreateSchema, input);
    if (!checked.ok) {
      form.showErrors(
        mapServerErrors<PostFormValues>(
          Object.entries(checked.errors).map(([field, message]) => ({ field, message })),
          FIELDS,
          ALIASES,
        ),
      );
      return;
    }
    try {
      onSaved(await create.mutateAsync({ input, image }));
      form.setValues(EMPTY);
      setImage(null);
      setImageKey((key) => key + 1);
    } catch (error) {
      if (!(error instanceof ApiError)) return setFormError(T.unexpected);
      const fieldErrors = mapServerErrors<PostFormValues>(error.errors, FIELDS, ALIASES);
      if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
      else setFormError(error.serverMessage ?? T.unexpected);
    }
  }

  return (
    <section className="panel" aria-labelledby="posts-form-title">
      <h2 id="posts-form-title" className="panel-title">
        {T.formTitle}
      </h2>
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        {formError ? <Alert tone="error" title={formError} /> : null}
        <TextField
          label={T.titleLabel}
          name="title"
          maxLength={POST_LIMITS.titleMax}
          autoComplete="off"
          value={values.title}
          error={errors.title}
          counter
          onChange={(e) => setValue('title', e.target.value)}
        />
        <TextareaField
          label={T.bodyLabel}
          name="body"
          rows={8}
          maxLength={POST_LIMITS.bodyMax}
          value={values.body}
          error={errors.body}
          hint={T.bodyHint}
          onChange={(e) => setValue('body', e.target.value)}
        />
        <div className="field">
          <label className="field-label" htmlFor="post-image">
            {I.label}
          </label>
          <input
            key={imageKey}
            id="post-image"
            className="po-image-input"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="post-image-hint"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
          <p id="post-image-hint" className="field-hint">
            {I.hint}
          </p>
        </div>
        <SelectField
          label={T.audienceLabel}
          name="audience"
          options={POST_AUDIENCES.map((kind) => ({ value: kind, label: POST_AUDIENCE_LABELS[kind] }))}
          value={values.audience}
          error={errors.audience}
          hint={T.audienceHint}
          onChange={(e) => setValue('audience', e.target.value)}
        />
        <CheckboxField
          label={T.sendEmailLabel}
          name="send_email"
          checked={values.send_email === '1'}
          error={errors.send_email}
          onChange={(e) => setValue('send_email', e.target.checked ? '1' : '')}
        />
        <SelectField
          label={T.whenLabel}
          name="when"
          options={POST_WHEN_CHOICES.map((when) => ({ value: when, label: T.whenChoices[when] }))}
          value={values.when}
          onChange={(e) => setValue('when', e.target.value)}
        />
        {values.when === 'scheduled' ? (
          <TextField
            label={T.publishAtLabel}
            name="publish_at"
            type="datetime-local"
            value={values.publish_at}
            error={errors.publish_at}
            onChange={(e) => setValue('publish_at', e.target.value)}
          />
        ) : null}
        <div className="form-actions">
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? T.saving : T.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** /dashboard/novedades: write a post (draft, now or scheduled), the creator's posts, 'Eliminar'. */
export function PostsScreen() {
  const posts = usePosts();
  const remove = useDeletePost();
  const { user } = useAuth();
  const { flash, showSuccess, showError } = useFlashMessage();
  const deletion = useDeleteFlow<Post, string>({
    title: T.delete,
    message: (row) => T.deleteConfirm(row.title),
    remove: (row) => remove.mutateAsync(row.id),
    onDeleted: (_row, message) => showSuccess(message),
    onFailed: (error) => showError(error instanceof Error ? error.message : String(error)),
  });

  if (posts.isPending) return <PageLoader />;
  if (posts.isError)
    return (
      <LoadErrorPanel className="posts-page" message={T.loadError} onRetry={() => void posts.refetch()} />
    );

  return (
    <div className="dash-page posts-page">
      <div className="donations-intro">
        <h2 className="dash-greeting">{T.screenTitle}</h2>
        <p className="donations-muted">{T.screenIntro}</p>
      </div>
      <FlashMessage flash={flash} />
      <PostForm onSaved={showSuccess} />
      <section className="panel" aria-labelledby="posts-list-title">
        <h2 id="posts-list-title" className="panel-title">
          {T.listTitle}
        </h2>
        {posts.data.length === 0 ? (
          <p className="donations-muted">{T.empty}</p>
        ) : (
          <ul className="po-own-list" aria-labelledby="posts-list-title">
            {posts.data.map((post) => (
              <li key={post.id} className="po-own-item" data-testid="post-row">
                <div className="po-own-text">
                  <strong>{post.title}</strong>
                  <span className="po-date">
                    {`${POST_STATUS_LABELS[post.status]} · ${POST_AUDIENCE_LABELS[post.audience.kind]} · ${postDate(post)}`}
                  </span>
                  <PostMailingLine mailing={post.mailing} />
                </div>
                <div className="po-own-actions">
                  {post.status === 'published' && post.audience.kind !== 'fans' && user ? (
                    <a className="btn btn-ghost btn-sm" href={POST_PATHS.one(user.username, post.id)}>
                      {T.view}
                    </a>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={T.deleteLabel(post.title)}
                    onClick={() => deletion.ask(post)}
                  >
                    {T.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {deletion.dialog}
    </div>
  );
}
