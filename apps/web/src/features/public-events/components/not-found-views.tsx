import { PUBLIC_MESSAGES, publicUrls } from '@enlaza/shared/public';

function NotFoundCard({ title, text, profileOf }: { title: string; text: string; profileOf?: string }) {
  return (
    <main className="pp-main pp-not-found" id="contenido">
      <div className="pp-card pp-center">
        <p className="pp-not-found-emoji" aria-hidden="true">
          🔍
        </p>
        <h1 className="pp-title">{title}</h1>
        <p className="pp-muted">{text}</p>
        <div className="pp-actions pp-actions-center">
          <a className="pp-button" href="/">
            {PUBLIC_MESSAGES.goHome}
          </a>
          {profileOf && (
            <a className="pp-button-outline" href={publicUrls.profile('', profileOf)}>
              {PUBLIC_MESSAGES.viewProfile} @{profileOf}
            </a>
          )}
        </div>
      </div>
    </main>
  );
}

/** The events list of a name nobody has: 'Usuario no encontrado'. */
export function UserNotFound({ username }: { username: string }) {
  return (
    <NotFoundCard
      title={PUBLIC_MESSAGES.userNotFound}
      text={`${PUBLIC_MESSAGES.profileNotFoundText} @${username}.`}
    />
  );
}

/** 'Evento no encontrado' with the message; a link to the creator when one was named. */
export function EventNotFound({ username, message }: { username?: string; message?: string }) {
  return (
    <NotFoundCard
      title={PUBLIC_MESSAGES.eventNotFound}
      text={message ?? PUBLIC_MESSAGES.eventNotFoundText}
      profileOf={username}
    />
  );
}

/** A counted link (/l/{id}) that does not exist or is hidden: 'Enlace no encontrado'. */
export function LinkNotFound() {
  return <NotFoundCard title={PUBLIC_MESSAGES.linkNotFound} text={PUBLIC_MESSAGES.linkNotFoundText} />;
}
