import { LINK_MESSAGES, type Link, type LinkInput } from '@enlaza/shared/links';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { IconPlus } from '../../../components/ui/action-icons';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FlashMessage } from '../../../components/ui/flash-message';
import { IconLink } from '../../../components/ui/icons';
import { PageLoader } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { createLink } from '../api/create-link';
import { deleteLink } from '../api/delete-link';
import { getLinks } from '../api/get-links';
import { reorderLinks } from '../api/reorder-links';
import { updateLink } from '../api/update-link';
import { useLinkReorder } from '../hooks/use-link-reorder';
import { copyText } from '../utils/copy-text';
import { showsIndicatorAt } from '../utils/reorder';
import { LinkForm } from './link-form';
import { LinkRow } from './link-row';
import '../../../styles/panels.css';
import '../../../styles/links.css';

/** Spec 02 §9: the hide/activate message and the copied indicator last 2 s. */
const SHORT_MS = 2000;
const COPY_FAILED = 'No se pudo copiar el enlace. Cópialo manualmente.';

const serverOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

type Editing = { mode: 'new' } | { mode: 'edit'; link: Link } | null;

/** Spec 02 §2 "Links manager": list by position, add, edit, hide, delete, copy and reorder. */
export function LinksManager() {
  const [links, setLinks] = useState<Link[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Link | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reorderSeq = useRef(0);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const { flash, showSuccess, showError } = useFlashMessage();
  const instructionsId = useId();

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setLinks(await getLinks());
    } catch (error) {
      setLoadError(serverOr(error, LINK_MESSAGES.loadFailed));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(
    () => () => {
      if (copyTimer.current) clearTimeout(copyTimer.current);
    },
    [],
  );

  const linksRef = useRef(links);
  linksRef.current = links;

  const commitOrder = useCallback(
    async (order: number[]) => {
      const current = linksRef.current ?? [];
      const byId = new Map(current.map((l) => [l.id, l]));
      setLinks(order.map((id) => byId.get(id)).filter((l): l is Link => l !== undefined));
      reorderSeq.current += 1;
      const seq = reorderSeq.current;
      try {
        const saved = await reorderLinks(order);
        if (seq !== reorderSeq.current) return;
        setLinks(saved);
        showSuccess(LINK_MESSAGES.reordered);
      } catch {
        if (seq !== reorderSeq.current) return;
        showError(LINK_MESSAGES.reorderFailedScreen);
        try {
          setLinks(await getLinks());
        } catch {
          setLinks(current);
        }
      }
    },
    [showSuccess, showError],
  );

  const reorder = useLinkReorder({
    ids: (links ?? []).map((l) => l.id),
    titleOf: (id) => linksRef.current?.find((l) => l.id === id)?.title ?? '',
    onCommit: (order) => void commitOrder(order),
  });

  const closeForm = () => {
    setEditing(null);
    requestAnimationFrame(() => addButtonRef.current?.focus());
  };

  async function save(input: LinkInput) {
    if (editing?.mode === 'edit') {
      const saved = await updateLink(editing.link.id, { ...input, is_active: editing.link.is_active });
      setLinks((list) => (list ?? []).map((l) => (l.id === saved.id ? saved : l)));
      showSuccess(LINK_MESSAGES.updated);
    } else {
      const saved = await createLink(input);
      setLinks((list) => [...(list ?? []), saved]);
      showSuccess(LINK_MESSAGES.added);
    }
    closeForm();
  }

  async function toggle(link: Link) {
    setToggling((s) => new Set(s).add(link.id));
    try {
      const saved = await updateLink(link.id, {
        title: link.title,
        url: link.url,
        icon: link.icon,
        is_active: !link.is_active,
      });
      setLinks((list) => (list ?? []).map((l) => (l.id === saved.id ? saved : l)));
      showSuccess(saved.is_active ? LINK_MESSAGES.activated : LINK_MESSAGES.hidden, SHORT_MS);
    } catch (error) {
      showError(serverOr(error, LINK_MESSAGES.saveFailedScreen));
    } finally {
      setToggling((s) => {
        const next = new Set(s);
        next.delete(link.id);
        return next;
      });
    }
  }

  async function copy(link: Link) {
    try {
      await copyText(link.url);
      setCopiedId(link.id);
      if (copyTimer.current) clearTimeout(copyTimer.current);
      copyTimer.current = setTimeout(() => setCopiedId(null), SHORT_MS);
    } catch {
      showError(COPY_FAILED);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteLink(toDelete.id);
      setLinks((list) => (list ?? []).filter((l) => l.id !== toDelete.id));
      if (editing?.mode === 'edit' && editing.link.id === toDelete.id) setEditing(null);
      showSuccess(LINK_MESSAGES.deleted);
      setToDelete(null);
      requestAnimationFrame(() => addButtonRef.current?.focus());
    } catch (error) {
      showError(serverOr(error, LINK_MESSAGES.deleteFailedScreen));
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  }

  if (loadError && !links) {
    return (
      <div className="dash-page links-page">
        <div className="panel empty-panel" role="alert">
          <p className="empty-panel-title">{loadError}</p>
          <Button variant="secondary" onClick={() => void load()}>
            Reintentar
          </Button>
        </div>
      </div>
    );
  }
  if (!links) return <PageLoader label="Cargando enlaces..." />;

  const byId = new Map(links.map((l) => [l.id, l]));
  const ordered = reorder.order.map((id) => byId.get(id)).filter((l): l is Link => l !== undefined);
  const { drag } = reorder;

  return (
    <div className="dash-page links-page">
      <FlashMessage flash={flash} />
      <div className="section-head">
        <div>
          <h2 className="section-title">Tus enlaces</h2>
          <p className="section-subtitle">
            {links.length === 0
              ? 'Los enlaces activos aparecen en tu página pública en este orden.'
              : `${links.length} ${links.length === 1 ? 'enlace' : 'enlaces'} · ${
                  links.filter((l) => l.is_active).length
                } visibles en tu página`}
          </p>
        </div>
        {editing?.mode !== 'new' ? (
          <button
            ref={addButtonRef}
            type="button"
            className={buttonClass({})}
            onClick={() => setEditing({ mode: 'new' })}
          >
            <IconPlus />
            <span>Agregar enlace</span>
          </button>
        ) : null}
      </div>

      {editing ? (
        <LinkForm
          key={editing.mode === 'edit' ? editing.link.id : 'new'}
          link={editing.mode === 'edit' ? editing.link : null}
          onSave={save}
          onError={(message) => showError(message)}
          onCancel={closeForm}
        />
      ) : null}

      {links.length === 0 ? (
        editing ? null : (
          <div className="panel empty-panel">
            <span className="empty-panel-icon">
              <IconLink size={28} />
            </span>
            <p className="empty-panel-title">Todavía no tienes enlaces</p>
            <p className="empty-panel-text">
              Agrega tu primer enlace (Instagram, tu tienda, tu música) para que tus seguidores encuentren
              todo en un solo lugar.
            </p>
            <Button icon={<IconPlus />} onClick={() => setEditing({ mode: 'new' })}>
              Agregar mi primer enlace
            </Button>
          </div>
        )
      ) : (
        <section className="panel links-panel" aria-label="Lista de enlaces">
          <p className="links-hint">
            Arrastra el control <span aria-hidden="true">⋮⋮</span> de un enlace para cambiar el orden.
          </p>
          <p className="visually-hidden" id={instructionsId}>
            Para reordenar con el teclado: Espacio o Enter para tomar el enlace, flechas arriba y abajo para
            moverlo, Espacio o Enter para soltarlo y Escape para cancelar.
          </p>
          <ol className="link-list">
            {ordered.map((link, index) => (
              <LinkRow
                key={link.id}
                link={link}
                rowRef={reorder.rowRef(link.id)}
                handle={reorder.handleProps(link.id)}
                instructionsId={instructionsId}
                dragging={
                  drag.kind !== 'idle' && drag.id === link.id && (drag.kind === 'keyboard' || drag.moving)
                }
                offsetY={reorder.offsetOf(link.id)}
                dropBefore={showsIndicatorAt(drag, index)}
                dropAfter={index === ordered.length - 1 && showsIndicatorAt(drag, ordered.length)}
                copied={copiedId === link.id}
                toggling={toggling.has(link.id)}
                onToggle={() => void toggle(link)}
                onCopy={() => void copy(link)}
                onEdit={() => setEditing({ mode: 'edit', link })}
                onDelete={() => setToDelete(link)}
              />
            ))}
          </ol>
        </section>
      )}
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {reorder.announcement}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar enlace"
        message={LINK_MESSAGES.deleteConfirm}
        confirmLabel="Eliminar"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
