import { nameInput, type NameInput } from '@tocsin/contract';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { checkWith, type FormIssue } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useUpdateName } from '../api/update-name';

const nameErrors = (issues: FormIssue[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));

/** The first and last name; the name shown everywhere follows as 'First Last'. */
export function NameForm({ firstName, lastName }: NameInput) {
  const save = useUpdateName();
  const { toast } = useToast();
  const { formRef, values, set, errors, submit, saveFailure } = useContractForm({
    defaultValues: { firstName, lastName },
    check: (input: NameInput) => checkWith<NameInput>(nameInput, input, nameErrors),
    toErrors: nameErrors,
    failure: { notSaved: 'Your name was not saved. Please try again.' },
  });
  const unchanged = values.firstName.trim() === firstName && values.lastName.trim() === lastName;
  return (
    <form
      ref={formRef}
      noValidate
      className="mt-6 space-y-3"
      onSubmit={submit(async (input) => {
        const me = await save.mutateAsync(input);
        toast({ type: 'success', title: `Your name is now ${me.profile.displayName}` });
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={100}
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={100}
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={errors.lastName}
        />
      </div>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={save.isPending}
        disabled={unchanged}
      >
        Save your name
      </Button>
    </form>
  );
}
