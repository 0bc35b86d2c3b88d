import { formatArgentinaDate } from '@enlaza/shared/events';
import { POST_PATHS, type PublicPostSummary, PUBLIC_POST_TEXTS as T } from '@enlaza/shared/posts';
import '../../../styles/posts.css';

/** 'Novedades' on the public page (issue 35): the latest public posts' titles and dates, plain links. */
export function PublicPostsSection({ username, posts }: { username: string; posts: PublicPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="pp-card po-section" aria-labelledby="po-title">
      <h2 id="po-title" className="pp-section-title">
        {T.sectionTitle}
      </h2>
      <ul className="po-list">
        {posts.map((post) => (
          <li key={post.id} className="po-item">
            <a className="po-item-link" href={POST_PATHS.one(username, post.id)}>
              {post.title}
            </a>
            <time className="pp-muted po-date" dateTime={post.published_at}>
              {formatArgentinaDate(post.published_at)}
            </time>
          </li>
        ))}
      </ul>
      <a className="pp-button-outline po-all" href={POST_PATHS.list(username)}>
        {T.seeAll}
      </a>
    </section>
  );
}
