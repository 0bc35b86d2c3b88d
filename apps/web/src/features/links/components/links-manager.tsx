import { LINK_MESSAGES, type Link, type LinkInput, linkSchedule } from '@enlaza/shared/links';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { IconPlus } from '../../../components/ui/action-icons';
import { Button, buttonClass } from '../../../components/ui/button';
import { useDeleteFlow } from '../../../components/ui/delete-flow';
import { FlashMessage } from '../../../components/ui/flash-message';
import { IconLink } from '../../../components/ui/icons';
import { EmptyPanel, LoadErrorPanel } from '../../../components/ui/panels';
import { PageLoader } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { useCreateLink } from '../api/create-link';
import { useDeleteLink } from '../api/delete-link';
import { useLinks } from '../api/get-links';
import { useReorderLinks } from '../api/reorder-links';
import { useUpdateLink } from '../api/update-link';
import { copyText } from '../utils/copy-text';
import { LinkForm } from './link-form';
import { LinkRow } from './link-row';
import { SocialEditor } from './social-editor';
import { SortableLinks } from './sortable-links';
import '../../../styles/links.css';

/** Spec 02 §9: the hide/activate message and the copied indicator last 2 s. */
const SHORT_MS = 2000;
const COPY_FAILED = 'No se pudo copiar el enlace. Cópialo manualmente.';

const serverOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

type Editing = { mode: 'new' } | { mode: 'edit'; link: Link } | null;

/**
 * Spec 02 §2 "Links manager": list by position, add, edit, hide, delete, copy and reorder.
 * `exportAction`: the 'Exportar' button (the exports feature), beside 'Agregar enlace'.
 */
export function LinksManager({ exportAction }: { exportAction?: ReactNode } = {}) {
  const linksQuery = useLinks();
  const links = linksQuery.data ?? null;
  const createLink = useCreateLink();
  const updateLink = useUpdateLink();
  const reorderLinks = useReorderLinks();
  const deleteLink = useDeleteLink();
  const now = useMinuteClock();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const { flash, showSuccess, showError } = useFlashMessage();

  useEffect(
    () => () => {
      if (copyTimer.current) clearTimeout(copyTimer.current);
    },
    [],
  );

  const linksRef = useRef(links);
  linksRef.current = links;

  // The dropped order renders with the drag's end; the cache's copy of it reaches React a tick later.
  const [dropped, setDropped] = useState<number[] | null>(null);
  const { mutate: mutateOrder } = reorderLinks;
  const commitOrder = useCallback(
    (order: number[]) => {
      setDropped(order);
      mutateOrder(order, {
        onSuccess: () => showSuccess(LINK_MESSAGES.reordered),
        onError: () => showError(LINK_MESSAGES.reorderFailedScreen),
        onSettled: () => setDropped(null),
      });
    },
    [mutateOrder, showSuccess, showError],
  );

  const focusAdd = () => requestAnimationFrame(() => addButtonRef.current?.focus());
  const closeForm = () => {
    setEditing(null);
    focusAdd();
  };

  const deleteFlow = useDeleteFlow<Link>({
    title: 'Eliminar enlace',
    message: () => LINK_MESSAGES.deleteConfirm,
    remove: (link) => deleteLink.mutateAsync(link.id),
    onDeleted: (link) => {
      if (editing?.mode === 'edit' && editing.link.id === link.id) setEditing(null);
      showSuccess(LINK_MESSAGES.deleted);
      focusAdd();
    },
    onFailed: (error) => showError(serverOr(error, LINK_MESSAGES.deleteFailedScreen)),
  });

  async function save(input: LinkInput) {
    if (editing?.mode === 'edit') {
      await updateLink.mutateAsync({
        id: editing.link.id,
        input: { ...input, is_active: editing.link.is_active },
      });
      showSuccess(LINK_MESSAGES.updated);
    } else {
      await createLink.mutateAsync(input);
      showSuccess(LINK_MESSAGES.added);
    }
    closeForm();
  }

  async function toggle(link: Link) {
    setToggling((s) => new Set(s).add(link.id));
    try {
      const saved = await updateLink.mutateAsync({
        id: link.id,
        input: { title: link.title, url: link.url, icon: link.icon, is_active: !link.is_active },
      });
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

  if (!links) {
    if (linksQuery.isError) {
      return (
        <LoadErrorPanel
          className="links-page"
          message={serverOr(linksQuery.error, LINK_MESSAGES.loadFailed)}
          onRetry={() => void linksQuery.refetch()}
        />
      );
    }
    return <PageLoader label="Cargando enlaces..." />;
  }

  const byId = new Map(links.map((l) => [l.id, l]));
  const order = dropped ?? links.map((l) => l.id);
  const ordered = order.map((id) => byId.get(id)).filter((l): l is Link => l !== undefined);

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
                  links.filter((l) => l.is_active && linkSchedule(l, now) === 'live').length
                } visibles en tu página`}
          </p>
        </div>
        <div className="section-actions">
          {links.length > 0 ? exportAction : null}
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
      </div>

      {editing ? (
        <LinkForm
          key={editing.mode === 'edit' ? editing.link.id : 'new'}
          // The cached copy: a thumbnail saved while the form is open shows at once.
          link={editing.mode === 'edit' ? (byId.get(editing.link.id) ?? editing.link) : null}
          onSave={save}
          onError={(message) => showError(message)}
          onCancel={closeForm}
        />
      ) : null}

      {links.length === 0 ? (
        editing ? null : (
          <EmptyPanel
            icon={<IconLink size={28} />}
            title="Todavía no tienes enlaces"
            text="Agrega tu primer enlace (Instagram, tu tienda, tu música) para que tus seguidores encuentren todo en un solo lugar."
            action={
              <Button icon={<IconPlus />} onClick={() => setEditing({ mode: 'new' })}>
                Agregar mi primer enlace
              </Button>
            }
          />
        )
      ) : (
        <section className="panel links-panel" aria-label="Lista de enlaces">
          <p className="links-hint">
            Arrastra el control <span aria-hidden="true">⋮⋮</span> de un enlace para cambiar el orden.
          </p>
          <SortableLinks
            ids={order}
            titleOf={(id) => byId.get(id)?.title ?? ''}
            onReorder={(next) => commitOrder(next)}
          >
            {ordered.map((link) => (
              <LinkRow
                key={link.id}
                link={link}
                schedule={linkSchedule(link, now)}
                copied={copiedId === link.id}
                toggling={toggling.has(link.id)}
                onToggle={() => void toggle(link)}
                onCopy={() => void copy(link)}
                onEdit={() => setEditing({ mode: 'edit', link })}
                onDelete={() => deleteFlow.ask(link)}
              />
            ))}
          </SortableLinks>
        </section>
      )}

      <SocialEditor onSaved={(message) => showSuccess(message)} onError={(message) => showError(message)} />

      {deleteFlow.dialog}
    </div>
  );
}
