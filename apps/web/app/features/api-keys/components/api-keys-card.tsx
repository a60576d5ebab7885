import type { ApiKey } from '@tocsin/contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { TimeAgo } from '@/components/ui/time';
import { useToast } from '@/components/ui/toast';
import { useDateFormat } from '@/lib/date-format';
import { useApiKeys } from '../api/api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { creatorNote, isExpired, scopeInWords } from '../key-words';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { NewKeyDialog } from './new-key-dialog';

/** The workspace's API keys: who made each, what it reaches, when it was last used. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const items = keys.data?.items ?? [];
  return (
    <section
      aria-labelledby="api-keys"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="api-keys" className="text-lg font-semibold text-slate-900">
            API keys
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Keys let scripts and CI jobs call the Tocsin API as this workspace, without a password.
            A key does no more than the member who created it may, and stops working if they leave
            the workspace.{' '}
            <a
              href="/documentation/api-keys"
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              How to use them
            </a>
            .
          </p>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          Create key
        </Button>
      </div>
      {keys.isPending ? (
        <div role="status" aria-label="Loading API keys" className="space-y-2">
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ) : keys.isError && !keys.data ? (
        <LoadError what="the API keys" onRetry={() => void keys.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={KeyRound} title="No API keys yet" level={3}>
          Create a key for each script or pipeline, so each can be revoked on its own.
        </EmptyState>
      ) : (
        <KeyTable items={items} onRevoke={setRevoking} />
      )}
      <CreateApiKeyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeDialog apiKey={revoking} onOpenChange={(open) => !open && setRevoking(null)} />
    </section>
  );
}

function KeyTable({ items, onRevoke }: { items: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { formatDate } = useDateFormat();
  const expiry = (key: ApiKey) =>
    key.expiresAt === null
      ? 'Never'
      : isExpired(key)
        ? `Expired ${formatDate(key.expiresAt)}`
        : formatDate(key.expiresAt);
  const lastUsed = (key: ApiKey) =>
    key.lastUsedAt ? (
      <>
        <TimeAgo at={key.lastUsedAt} />
        {key.lastUsedIp ? <span className="text-slate-500"> from {key.lastUsedIp}</span> : null}
      </>
    ) : (
      <span className="text-slate-500">Never used</span>
    );
  const revoke = (key: ApiKey) => (
    <Button size="xs" variant="outline" onClick={() => onRevoke(key)}>
      Revoke<span className="sr-only"> {key.name}</span>
    </Button>
  );
  return (
    <Table
      caption="API keys"
      head={
        <>
          <Th>Name</Th>
          <Th>Access</Th>
          <Th>Expires</Th>
          <Th>Created by</Th>
          <Th>Last used</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </>
      }
      cards={items.map((key) => (
        <Card key={key.id}>
          <CardHeader>
            <span className="font-medium text-slate-900">{key.name}</span>
            {revoke(key)}
          </CardHeader>
          <p className="font-mono text-xs text-slate-500">{key.prefix}…</p>
          <p>{scopeInWords(key)}</p>
          <p>Expires: {expiry(key)}</p>
          <p>
            Created by {key.createdBy ?? 'a former member'}
            <CreatorNote apiKey={key} />
          </p>
          <p>Last used: {lastUsed(key)}</p>
        </Card>
      ))}
    >
      {items.map((key) => (
        <tr key={key.id}>
          <td className="px-3 py-2.5">
            <div className="font-medium text-slate-900">{key.name}</div>
            <div className="font-mono text-xs text-slate-500">{key.prefix}…</div>
          </td>
          <td className="px-3 py-2.5">{scopeInWords(key)}</td>
          <td className={isExpired(key) ? 'px-3 py-2.5 text-red-700' : 'px-3 py-2.5'}>
            {expiry(key)}
          </td>
          <td className="px-3 py-2.5">
            {key.createdBy ?? 'A former member'}
            <CreatorNote apiKey={key} />
          </td>
          <td className="px-3 py-2.5">{lastUsed(key)}</td>
          <td className="px-3 py-2.5 text-right">{revoke(key)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Why a key does less than its scope, or nothing at all: its creator's role, or their leaving. */
function CreatorNote({ apiKey }: { apiKey: ApiKey }) {
  const note = creatorNote(apiKey);
  if (!note) return null;
  return (
    <span
      className={`block text-xs ${note.stopped ? 'font-medium text-red-700' : 'text-amber-800'}`}
    >
      {note.text}
    </span>
  );
}

function RevokeDialog({
  apiKey,
  onOpenChange,
}: {
  apiKey: ApiKey | null;
  onOpenChange: (open: boolean) => void;
}) {
  const revoke = useRevokeApiKey();
  const { toast } = useToast();
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={onOpenChange}
      title={`Revoke the key ${apiKey?.name ?? ''}?`}
      description={
        <>
          Anything using it stops working at once: its next request is refused. This cannot be
          undone.
          {revoke.isError ? ' The last attempt failed; please try again.' : ''}
        </>
      }
      confirmLabel="Revoke key"
      pending={revoke.isPending}
      onConfirm={() =>
        apiKey &&
        revoke.mutate(apiKey.id, {
          onSuccess: () => {
            onOpenChange(false);
            toast({ type: 'success', title: 'Key revoked', description: apiKey.name });
          },
        })
      }
    />
  );
}
