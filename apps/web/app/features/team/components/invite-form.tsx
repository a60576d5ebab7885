import {
  assignableRoles,
  INVITATION_DAYS,
  invitationInput,
  roleDescriptions,
  roleNames,
  type WorkspaceRole,
} from '@tocsin/contract';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { checkWith, errorsByField } from '@/lib/form';
import { useCan } from '@/lib/session';
import { useContractForm } from '@/lib/use-contract-form';
import { useInvite } from '../api/invitations';

interface InviteValues {
  email: string;
  role: WorkspaceRole;
}

/** Invites someone by email with a role; the link mailed works once, for a week. */
export function InviteForm({ myRole }: { myRole: WorkspaceRole }) {
  const invite = useInvite();
  const { toast } = useToast();
  // Only the owner can change the plan: others read the limit without a way to billing.
  const managesBilling = useCan('billing.write');
  const roles = assignableRoles(myRole);
  const { form, formRef, values, set, errors, submit, saveFailure, showErrors } = useContractForm({
    defaultValues: { email: '', role: 'member' },
    check: (checked: InviteValues) => checkWith(invitationInput, checked, errorsByField),
    toErrors: errorsByField,
    failure: { notSaved: 'The invitation was not sent. Please try again.' },
  });
  const failure =
    saveFailure?.planLimit && !managesBilling
      ? {
          planLimit: null,
          message: `${saveFailure.planLimit} Ask the workspace's owner for a bigger plan.`,
        }
      : saveFailure;
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="invite-heading"
      className="space-y-4"
      onSubmit={submit(async (input) => {
        try {
          await invite.mutateAsync(input);
        } catch (error) {
          // Already a member or already invited: said under the address, in the server's words.
          if (!isApiError(error, 'conflict')) throw error;
          return showErrors({ email: error.message });
        }
        toast({
          type: 'success',
          title: `Invitation sent to ${input.email}`,
          description: `The link works once, for ${INVITATION_DAYS} days.`,
        });
        form.reset({ email: '', role: values.role });
      })}
    >
      <div>
        <h3 id="invite-heading" className="text-base font-semibold text-slate-900">
          Invite a member
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Tocsin emails a link that works once, for {INVITATION_DAYS} days. Until it is accepted or
          revoked, the invitation takes a seat.
        </p>
      </div>
      <FormAlerts failure={failure} invalid={false} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          placeholder="colleague@example.com"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={errors.email}
        />
        <SelectField
          label="Role"
          value={values.role}
          options={roles.map((role) => ({ value: role, label: roleNames[role] }))}
          onChange={(role) => set('role', role)}
          hint={roleDescriptions[values.role]}
          error={errors.role}
        />
      </div>
      <Button type="submit" size="sm" loading={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}
