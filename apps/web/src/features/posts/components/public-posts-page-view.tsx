import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { FAN_BLOCK_MESSAGES as B, SUBSCRIBER_PATHS } from '@enlaza/shared/fans';
import {
  POST_ACCESS_TEXTS as A,
  type AccessAsk,
  type LockedPost,
  POST_PATHS,
  type PostsPage,
  type PublicPost,
  PUBLIC_POST_TEXTS as T,
} from '@enlaza/shared/posts';
import { publicUrls } from '@enlaza/shared/public';
import type { ReactNode } from 'react';
import '../../../styles/posts.css';

type Creator = PostsPage['creator'];

/**
 * A post's body as the server rendered it: markdown with raw HTML off, only paragraphs, links
 * (http, https, mailto; rel="nofollow ugc noopener"), bold, italics and lists; every other
 * character escaped (apps/server/src/modules/posts/post-body.ts, tested with hostile bodies).
 */
function PostBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markdown renderer emits only the tags above.
  return <div className="po-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

function PostDate({ at }: { at: string }) {
  return (
    <p className="pp-muted po-date">
      <time dateTime={at}>{T.publishedOn(formatArgentinaDateTime(at))}</time>
    </p>
  );
}

function PostArticle({ post, heading }: { post: PublicPost; heading: 'h1' | 'h2' }) {
  const Heading = heading;
  return (
    <article className="pp-card po-article" aria-labelledby={`po-${post.id}`}>
      <Heading id={`po-${post.id}`} className="pp-section-title po-article-title">
        {post.title}
      </Heading>
      <PostDate at={post.published_at} />
      {post.image_url ? (
        <img className="po-image" src={post.image_url} alt="" loading="lazy" decoding="async" />
      ) : null}
      <PostBody html={post.body_html} />
    </article>
  );
}

/** A supporters' post as everyone sees it: title, date, 'Solo para quienes aportan por mes', the tiers. */
function LockedArticle(props: {
  post: LockedPost;
  creator: Creator;
  heading: 'h1' | 'h2';
  children?: ReactNode;
}) {
  const { post, creator } = props;
  const Heading = props.heading;
  const title =
    props.heading === 'h2' ? (
      <a href={POST_PATHS.one(creator.username, post.id)}>{post.title}</a>
    ) : (
      post.title
    );
  return (
    <article className="pp-card po-article po-locked" aria-labelledby={`po-${post.id}`}>
      <Heading id={`po-${post.id}`} className="pp-section-title po-article-title">
        {title}
      </Heading>
      <PostDate at={post.published_at} />
      <p className="po-locked-note">
        <strong>{A.locked}</strong>
        {post.tier_names.length > 0 ? <span> · {A.tiers(post.tier_names)}</span> : null}
      </p>
      {post.subscribe_tier_id !== null ? (
        <p>
          <a
            className="pp-button-outline"
            href={`/u/${encodeURIComponent(creator.username)}/mensual/${post.subscribe_tier_id}`}
          >
            {A.subscribe}
          </a>
        </p>
      ) : null}
      {props.children}
    </article>
  );
}

/** 'Ya aporto: recibir enlace de acceso': a plain form (works without JavaScript), always the same answer. */
function AccessForm({ creator, post, ask }: { creator: Creator; post: LockedPost; ask: AccessAsk }) {
  const invalid = ask.status === 'invalid';
  return (
    <section className="po-access" aria-labelledby="po-access-title">
      <h2 id="po-access-title" className="po-access-title">
        {A.askTitle}
      </h2>
      {ask.status === 'sent' ? (
        <p role="status">{A.sent}</p>
      ) : (
        <>
          <p className="pp-muted">{A.askIntro}</p>
          {ask.status === 'too-many' ? (
            <p className="dn-form-error" role="alert">
              {A.tooMany}
            </p>
          ) : null}
          <form
            className="dn-form"
            method="post"
            action={POST_PATHS.askAccess(creator.username, post.id)}
            noValidate
          >
            <div className="dn-field">
              <label className="dn-label" htmlFor="po-access-email">
                {A.emailLabel}
              </label>
              <input
                id="po-access-email"
                name="email"
                type="email"
                className={invalid ? 'dn-input dn-invalid' : 'dn-input'}
                autoComplete="email"
                required
                defaultValue={ask.email}
                {...(invalid ? { 'aria-describedby': 'po-access-error', 'aria-invalid': true } : {})}
              />
              {invalid ? (
                <p className="dn-error" id="po-access-error">
                  {A.emailInvalid}
                </p>
              ) : null}
            </div>
            <button type="submit" className="pp-button">
              {A.askSubmit}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

/** The fans' sign-up on the list page: it posts to this same address (fan-subscription.routes.ts). */
function SignupForm({ creator }: { creator: Creator }) {
  return (
    <section className="pp-card po-signup" aria-labelledby="po-signup-title">
      <h2 id="po-signup-title" className="pp-section-title">
        {B.blockTitle(creator.full_name)}
      </h2>
      <p className="pp-muted">{B.blockText}</p>
      <form className="dn-form" method="post" action={SUBSCRIBER_PATHS.form(creator.username)}>
        <input type="hidden" name="source_page" value={POST_PATHS.list(creator.username)} />
        <div className="dn-field">
          <label className="dn-label" htmlFor="po-fan-email">
            {B.emailLabel}
          </label>
          <input
            id="po-fan-email"
            name="email"
            type="email"
            className="dn-input"
            autoComplete="email"
            required
          />
        </div>
        <div className="dn-field">
          <label className="pp-fans-consent">
            <input type="checkbox" name="consent" value="on" required />{' '}
            <span>{B.consentLabel(creator.full_name)}</span>
          </label>
        </div>
        <button type="submit" className="pp-button">
          {B.submit}
        </button>
      </form>
    </section>
  );
}

function ListView({ page }: { page: Extract<PostsPage, { view: 'list' }> }) {
  const { creator } = page;
  return (
    <>
      <h1 className="po-page-title">{T.listTitle(creator.full_name)}</h1>
      {page.entries.length === 0 ? <p className="pp-card pp-muted">{T.empty}</p> : null}
      {page.entries.map((entry) =>
        entry.kind === 'public' ? (
          <PostArticle key={entry.post.id} post={entry.post} heading="h2" />
        ) : (
          <LockedArticle key={entry.post.id} post={entry.post} creator={creator} heading="h2" />
        ),
      )}
      {page.page > 1 || page.has_more ? (
        <nav className="po-pager" aria-label={T.listTitle(creator.full_name)}>
          {page.page > 1 ? (
            <a className="pp-button-outline" href={POST_PATHS.list(creator.username, page.page - 1)}>
              {T.newer}
            </a>
          ) : null}
          {page.has_more ? (
            <a className="pp-button-outline" href={POST_PATHS.list(creator.username, page.page + 1)}>
              {T.older}
            </a>
          ) : null}
        </nav>
      ) : null}
      {page.signup ? <SignupForm creator={creator} /> : null}
    </>
  );
}

/** The page a mailed access link opens: one button that uses it (opening the link uses nothing). */
function AccessLinkView({ creator, token }: { creator: Creator; token: string }) {
  return (
    <section className="pp-card" aria-labelledby="po-open-title">
      <h1 id="po-open-title" className="po-page-title">
        {A.openTitle}
      </h1>
      <p>{A.openBody(creator.full_name)}</p>
      <form className="dn-form" method="post" action={POST_PATHS.access(creator.username)}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="pp-button">
          {A.openButton}
        </button>
      </form>
    </section>
  );
}

/** The page's own title (also its <title>). */
export function postsPageTitle(page: PostsPage): string {
  switch (page.view) {
    case 'list':
      return T.listTitle(page.creator.full_name);
    case 'one':
    case 'locked':
      return page.post.title;
    case 'access':
      return A.openTitle;
    case 'access-invalid':
      return A.invalidTitle;
    case 'missing':
      return T.notFound;
  }
}

/** /u/{username}/novedades and /u/{username}/novedades/{id}: plain pages with no script. */
export function PublicPostsPageView({ page }: { page: PostsPage }) {
  const { creator } = page;
  return (
    <main className="pp-main" id="contenido">
      <div className="pp-topbar">
        <a className="pp-pill-button" href={publicUrls.profile('', creator.username)}>
          {T.backToProfile(creator.full_name)}
        </a>
        {page.view === 'list' ? null : (
          <a className="pp-pill-button" href={POST_PATHS.list(creator.username)}>
            {T.backToList}
          </a>
        )}
      </div>
      {page.view === 'list' ? (
        <ListView page={page} />
      ) : page.view === 'one' ? (
        <PostArticle post={page.post} heading="h1" />
      ) : page.view === 'locked' ? (
        <LockedArticle post={page.post} creator={creator} heading="h1">
          <AccessForm creator={creator} post={page.post} ask={page.ask} />
        </LockedArticle>
      ) : page.view === 'access' ? (
        <AccessLinkView creator={creator} token={page.token} />
      ) : page.view === 'access-invalid' ? (
        <section className="pp-card" aria-labelledby="po-invalid-title">
          <h1 id="po-invalid-title" className="po-page-title">
            {A.invalidTitle}
          </h1>
          <p>{A.invalidBody}</p>
        </section>
      ) : (
        <p className="pp-card">{T.notFound}</p>
      )}
    </main>
  );
}
