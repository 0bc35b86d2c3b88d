import { PUBLIC_MESSAGES } from '@enlaza/shared/public';

/** 'Perfil no encontrado', with the name that was asked for and the way home (spec 01 §2). */
export function ProfileNotFound({ username }: { username: string }) {
  return (
    <main className="pp-main pp-not-found" id="contenido">
      <div className="pp-card pp-center">
        <p className="pp-not-found-emoji" aria-hidden="true">
          🔍
        </p>
        <h1 className="pp-title">{PUBLIC_MESSAGES.profileNotFound}</h1>
        <p className="pp-muted">
          {PUBLIC_MESSAGES.profileNotFoundText} <strong>@{username}</strong>.
        </p>
        <a className="pp-button" href="/">
          {PUBLIC_MESSAGES.goHome}
        </a>
      </div>
    </main>
  );
}
