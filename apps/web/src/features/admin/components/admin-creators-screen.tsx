import { ADMIN_LIMITS, ADMIN_MESSAGES, type AdminCreator } from '@enlaza/shared/admin';
import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { formatARS } from '@enlaza/shared/format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { adminCreatorsQuery } from '../api/admin-reads';
import { AdminEmpty, AdminLoadError, AdminLoading } from './admin-states';
import { CreatorActions } from './creator-actions';

const M = ADMIN_MESSAGES.creators;
const connection = (status: string) => M.connection[status] ?? status;

function CreatorCard({ creator }: { creator: AdminCreator }) {
  return (
    <li className="panel admin-card">
      <div className="admin-card-head">
        <h2 className="admin-card-title">
          {creator.full_name} <span className="admin-muted">@{creator.username}</span>
        </h2>
        <span className={creator.suspended ? 'admin-badge admin-badge-danger' : 'admin-badge'}>
          {creator.suspended ? M.suspended : M.active}
        </span>
      </div>
      <dl className="admin-details">
        <div>
          <dt>Email</dt>
          <dd>{creator.email}</dd>
        </div>
        <div>
          <dt>{M.payments}</dt>
          <dd>{connection(creator.payment_connection)}</dd>
        </div>
        <div>
          <dt>{M.music}</dt>
          <dd>{connection(creator.music_connection)}</dd>
        </div>
        <div>
          <dt>{M.donations}</dt>
          <dd>
            {creator.approved_donations} · {formatARS(creator.approved_amount)}
          </dd>
        </div>
        <div>
          <dt>{M.joined}</dt>
          <dd>{formatArgentinaDateTime(creator.created_at)}</dd>
        </div>
      </dl>
      {creator.suspended && creator.suspension_reason ? (
        <p className="admin-reason">{M.suspendedBecause(creator.suspension_reason)}</p>
      ) : null}
      <div className="admin-card-foot">
        <a href={creator.page_url} target="_blank" rel="noreferrer">
          {M.page}
        </a>
        <CreatorActions creator={creator} suspended={creator.suspended} />
      </div>
    </li>
  );
}

/** 'Creadores': search by username or email; each with their page, connections and totals. */
export function AdminCreatorsScreen() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const query = useQuery(adminCreatorsQuery(q));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <section aria-labelledby="admin-creators-title">
      <h1 id="admin-creators-title" className="admin-title">
        {M.title}
      </h1>
      <search>
        <form className="admin-search" onSubmit={submit}>
          <TextField
            label={M.search}
            type="search"
            name="q"
            maxLength={ADMIN_LIMITS.searchMax}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            {M.searchButton}
          </Button>
        </form>
      </search>
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminLoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <AdminEmpty text={M.empty} />
      ) : (
        <ul className="admin-list">
          {query.data.map((creator) => (
            <CreatorCard key={creator.id} creator={creator} />
          ))}
        </ul>
      )}
    </section>
  );
}
