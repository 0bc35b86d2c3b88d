import { SPOTIFY_MESSAGES as M } from '@enlaza/shared/spotify';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { IconMusic } from '../../../components/ui/icons';

const BENEFITS = [
  'Destaca una canción o un álbum en tu página pública',
  'Tus seguidores escuchan un adelanto sin salir de tu página',
  "Un botón 'Escuchar en Spotify' los lleva directo a tu música",
  'Cambia o quita lo que destacas cuando quieras',
];

/** The unconnected screen: what connecting brings, and the button that starts it. */
export function ConnectPanel({
  connecting,
  needsReconnection,
  onConnect,
}: {
  connecting: boolean;
  needsReconnection: boolean;
  onConnect: () => void;
}) {
  const titleId = useId();
  return (
    <section className="panel sp-connect" aria-labelledby={titleId}>
      <span className="empty-panel-icon">
        <IconMusic size={28} />
      </span>
      <h2 id={titleId} className="panel-title">
        Conecta tu cuenta de Spotify
      </h2>
      {needsReconnection ? <p className="sp-warning">{M.reconnectNeeded}</p> : null}
      <ul className="sp-benefits">
        {BENEFITS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <Button onClick={onConnect} loading={connecting} className="sp-connect-button">
        {connecting ? M.connecting : M.connect}
      </Button>
    </section>
  );
}
