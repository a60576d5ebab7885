import { twoFactorEndpoints, type WorkspaceTwoFactorInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { useFreshAuth } from './fresh-auth';
import { failureText } from './password-prompt';

/**
 * The owner's switch "every member must use two-factor authentication" (PUT
 * /api/v1/workspace/two-factor); the owner must use it first, and confirms the password when
 * their sign-in is older than 10 minutes.
 */
export function WorkspaceTwoFactorSwitch({
  required,
  ownerHasTwoFactor,
}: {
  required: boolean;
  ownerHasTwoFactor: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { withFreshAuth, dialog } = useFreshAuth();
  const change = useMutation({
    mutationFn: (input: WorkspaceTwoFactorInput) =>
      withFreshAuth(() => call(twoFactorEndpoints.workspace, { body: input })),
    onSuccess: (_answer, { required: now }) => {
      toast({
        type: 'success',
        title: now
          ? 'Every member must now use two-factor authentication'
          : 'Two-factor authentication is now up to each member',
      });
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  const blocked = !required && !ownerHasTwoFactor;
  return (
    <div className="mt-6 space-y-2 border-t border-slate-200 pt-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            Require two-factor authentication
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {blocked
              ? 'Turn on two-factor authentication for your own account first, in the card above.'
              : 'Members without it can only set it up or switch to another workspace until they turn it on.'}
          </p>
        </div>
        <Switch
          id={id}
          aria-describedby={`${id}-hint`}
          checked={required}
          disabled={blocked || change.isPending}
          onCheckedChange={(next) => change.mutate({ required: next })}
        />
      </div>
      {change.isError ? (
        <Alert>{failureText(change.error, 'The change was not saved. Please try again.')}</Alert>
      ) : null}
      {dialog}
    </div>
  );
}
