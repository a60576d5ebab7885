import type { Member } from '@tocsin/contract';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Radio } from '@/components/ui/radio';
import { Skeleton } from '@/components/ui/skeleton';
import type { MembersMode } from '@/lib/workspace-members';
import { MissingPhoneNote } from './missing-phone-note';

/** Why a member gets no alert by email (the server skips the address, and logs why). */
const UNCONFIRMED = 'email not confirmed yet, so no email alerts until they confirm it';

const modes: { mode: MembersMode; label: string }[] = [
  { mode: 'all', label: 'All members' },
  { mode: 'chosen', label: 'Chosen members' },
  { mode: 'none', label: 'None' },
];

/**
 * Whose own email, SMS, call and push an alert reaches: every member, the ones ticked, or
 * nobody. A chosen id that is no longer a member is listed apart, with a button to remove it.
 */
export function MemberChoice({
  mode,
  memberIds,
  members,
  onChange,
  error,
  hint,
}: {
  mode: MembersMode;
  memberIds: readonly string[];
  /** The workspace's members: a query, so loading and failing can be shown. */
  members: { data?: { items: Member[] }; isPending: boolean; isError: boolean; refetch(): unknown };
  onChange: (next: { mode: MembersMode; memberIds: string[] }) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const list = members.data?.items;
  const known = new Set(list?.map((m) => m.userId));
  const gone = list ? memberIds.filter((memberId) => !known.has(memberId)) : [];
  const unconfirmed = list?.filter((m) => !m.emailVerified) ?? [];
  const choose = (next: string[]) => onChange({ mode, memberIds: [...next, ...gone] });

  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">Members&rsquo; own contacts</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
        Each member is reached on their own email, SMS, phone call or push, as their personal
        notification settings allow.{hint ? ` ${hint}` : ''}
      </p>
      {mode === 'none' ? null : <MissingPhoneNote />}
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {modes.map((m) => (
          <Radio
            key={m.mode}
            name={`${id}-mode`}
            label={m.label}
            checked={mode === m.mode}
            onChange={() => onChange({ mode: m.mode, memberIds: [...memberIds] })}
          />
        ))}
      </div>
      {mode === 'all' && unconfirmed.length ? (
        <ul aria-label="Members who get no email" className="mt-2 space-y-1 text-xs text-amber-800">
          {unconfirmed.map((m) => (
            <li key={m.userId}>
              {m.name || m.email} ({m.email}): {UNCONFIRMED}
            </li>
          ))}
        </ul>
      ) : null}
      {mode === 'chosen' ? (
        <div className="mt-3 pl-6">
          {members.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : members.isError || !list ? (
            <Alert tone="warning">
              We could not load the workspace&rsquo;s members.{' '}
              <button
                type="button"
                className="font-medium underline"
                onClick={() => void members.refetch()}
              >
                Try again
              </button>
            </Alert>
          ) : (
            <>
              <CheckList
                legend="Members to alert"
                items={list.map((m) => ({
                  id: m.userId,
                  label: (
                    <>
                      <span className="font-medium text-slate-800">{m.name || m.email}</span>{' '}
                      <span className="text-slate-500">· {m.email}</span>
                      {m.you ? <span className="text-slate-500"> (you)</span> : null}
                      {m.emailVerified ? null : (
                        <span className="text-amber-800"> · {UNCONFIRMED}</span>
                      )}
                    </>
                  ),
                }))}
                selected={memberIds.filter((memberId) => known.has(memberId))}
                onChange={choose}
                error={gone.length ? undefined : error}
              />
              {gone.length ? (
                <ul aria-label="No longer members" className="mt-2 space-y-1">
                  {gone.map((memberId) => (
                    <li key={memberId} className="flex items-center gap-3 text-sm text-slate-600">
                      <span>No longer a member</span>
                      <Button
                        type="button"
                        variant="outline"
                        size="xs"
                        onClick={() =>
                          onChange({ mode, memberIds: memberIds.filter((x) => x !== memberId) })
                        }
                      >
                        Remove
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {gone.length && error ? (
                <p className="mt-1.5 text-xs font-medium text-red-700">{error}</p>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
