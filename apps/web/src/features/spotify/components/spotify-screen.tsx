import { SPOTIFY_MESSAGES as M } from '@enlaza/shared/spotify';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FlashMessage } from '../../../components/ui/flash-message';
import { PageLoader } from '../../../components/ui/spinner';
import { useSpotifyScreen } from '../hooks/use-spotify-screen';
import { ConnectPanel } from './connect-panel';
import { ContentCard } from './content-card';
import { SearchPanel } from './search-panel';
import '../../../styles/panels.css';
import '../../../styles/spotify.css';

type Confirming = 'remove' | 'disconnect' | null;

/** /dashboard/spotify (spec 02 §2 "Music-streaming screen"): connect, feature one track or album, disconnect. */
export function SpotifyScreen() {
  const { state, flash, connect, search, select, remove, disconnect } = useSpotifyScreen();
  const [confirming, setConfirming] = useState<Confirming>(null);

  const confirm = async () => {
    // Success or failure, the toast says what happened; the question is over either way.
    await (confirming === 'remove' ? remove() : disconnect());
    setConfirming(null);
  };

  return (
    <div className="dash-page sp-page">
      <FlashMessage flash={flash} />
      <div className="section-head">
        <div>
          <h2 className="section-title">Música destacada</h2>
          <p className="section-subtitle">
            Conecta Spotify y elige una canción o un álbum para mostrar en tu página pública.
          </p>
        </div>
      </div>

      {state.loading ? (
        <PageLoader label="Cargando Spotify..." />
      ) : !state.authorized ? (
        <ConnectPanel
          connecting={state.connecting}
          needsReconnection={state.needsReconnection}
          onConnect={connect}
        />
      ) : (
        <>
          <p className="sp-connected">
            <span aria-hidden="true">●</span> Spotify conectado
            {state.connection?.display_name ? ` como ${state.connection.display_name}` : ''}
          </p>
          {state.content ? (
            <ContentCard
              content={state.content}
              removing={state.removing}
              onRemove={() => setConfirming('remove')}
            />
          ) : null}
          <SearchPanel
            results={state.results}
            searching={state.searching}
            selecting={state.selecting}
            onSearch={search}
            onSelect={select}
          />
          <div className="sp-footer">
            <Button variant="danger" onClick={() => setConfirming('disconnect')}>
              {M.disconnect}
            </Button>
          </div>
        </>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'remove' ? 'Remover contenido' : 'Desconectar Spotify'}
        message={confirming === 'remove' ? M.confirmRemove : M.confirmDisconnect}
        confirmLabel={confirming === 'remove' ? M.remove : M.disconnect}
        busy={state.confirming}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
