import { statusPageInput, type StatusPage, type StatusPageInput } from '@tocsin/contract';
import { useState } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { checkWith, errorsByField, type Checked } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateStatusPage } from '../api/status-pages';
import { suggestSlug } from '../slug';

interface NewPageValues {
  name: string;
  slug: string;
}

const check = (values: NewPageValues): Checked<StatusPageInput> =>
  checkWith(statusPageInput, values, errorsByField);

/** Names a new page and its address; the address follows the name until it is edited. */
export function CreateStatusPageDialog({
  open,
  onOpenChange,
  publicBase,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where pages are served, shown before the address: `https://tocsin.example/s/`. */
  publicBase: string;
  onCreated: (page: StatusPage) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New status page"
      description="Give the page a name and an address; you add monitors and set it up next."
    >
      <NewPageForm publicBase={publicBase} onCreated={onCreated} />
    </FormDialog>
  );
}

function NewPageForm({
  publicBase,
  onCreated,
}: {
  publicBase: string;
  onCreated: (page: StatusPage) => void;
}) {
  const create = useCreateStatusPage();
  const [slugEdited, setSlugEdited] = useState(false);
  const { formRef, values, set, errors, submit, saving, saveFailure } = useContractForm({
    defaultValues: { name: '', slug: '' },
    check,
    toErrors: errorsByField,
    failure: {
      notSaved: 'The page was not created. Please try again.',
      withReason: (reason) => `The page was not created: ${reason}`,
    },
  });
  return (
    <form
      ref={formRef}
      noValidate
      className="mt-5 space-y-5"
      onSubmit={submit(async (input) => onCreated(await create.mutateAsync(input)))}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <TextField
        label="Name"
        placeholder="Acme status"
        value={values.name}
        onChange={(event) => {
          set('name', event.target.value);
          if (!slugEdited) set('slug', suggestSlug(event.target.value));
        }}
        error={errors['name']}
      />
      <TextField
        label="Address"
        hint={`The page will be public at ${publicBase}${values.slug || '…'}`}
        value={values.slug}
        onChange={(event) => {
          setSlugEdited(true);
          set('slug', event.target.value);
        }}
        error={errors['slug']}
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Create page
        </Button>
      </div>
    </form>
  );
}
