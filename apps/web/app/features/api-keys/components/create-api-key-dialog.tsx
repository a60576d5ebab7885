import { apiKeyInput, type ApiKeyInput, type ApiKeyArea } from '@tocsin/contract';
import { Dialog } from 'radix-ui';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormDialog } from '@/components/ui/dialog';
import { Radio } from '@/components/ui/radio';
import { TextField } from '@/components/ui/text-field';
import { checkWith, errorsByField, type FormIssue } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateApiKey } from '../api/create-api-key';
import { expiryOf, type ExpiryChoice } from '../key-words';

interface Values {
  name: string;
  access: 'read' | 'write';
  monitors: boolean;
  incidents: boolean;
  statusPages: boolean;
  expiry: ExpiryChoice;
  date: string;
}

/** The server's `expiresAt` shows under the expiry choice. */
const toErrors = (issues: FormIssue[]) => {
  const errors = errorsByField(issues);
  if (errors.expiresAt) errors.expiry ??= errors.expiresAt;
  if (errors.areas) errors.monitors ??= errors.areas;
  return errors;
};

function check(values: Values) {
  const expiresAt = expiryOf(values.expiry, values.date);
  if (expiresAt === undefined) {
    return { ok: false as const, errors: { expiry: 'Pick the day the key expires' } };
  }
  const areas: ApiKeyArea[] = [
    ...(values.monitors ? (['monitors'] as const) : []),
    ...(values.incidents ? (['incidents'] as const) : []),
    ...(values.statusPages ? (['status-pages'] as const) : []),
  ];
  const body: ApiKeyInput = { name: values.name, access: values.access, areas, expiresAt };
  return checkWith(apiKeyInput, body, toErrors);
}

/** The form of a new key; `onCreated` receives the whole key, to be shown once. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: { name: string; key: string }) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create an API key"
      description="A key lets a script or CI job call the Tocsin API as this workspace, within the scope you choose here and never beyond what your own role allows. It stops working if you leave the workspace."
    >
      <CreateForm onCreated={onCreated} />
    </FormDialog>
  );
}

function CreateForm({
  onCreated,
}: {
  onCreated: (created: { name: string; key: string }) => void;
}) {
  const create = useCreateApiKey();
  const { formRef, values, set, errors, submit, saveFailure } = useContractForm<
    Values,
    ReturnType<typeof apiKeyInput.parse>
  >({
    defaultValues: {
      name: '',
      access: 'read',
      monitors: false,
      incidents: false,
      statusPages: false,
      expiry: '90',
      date: '',
    },
    check,
    toErrors,
    failure: { notSaved: 'The key was not created. Please try again.' },
  });
  const today = new Date();
  const minDate = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return (
    <form
      ref={formRef}
      noValidate
      className="mt-5 space-y-5"
      onSubmit={submit(async (input) => {
        const created = await create.mutateAsync(input);
        onCreated({ name: created.name, key: created.key });
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <TextField
        label="Name"
        placeholder="Deploy pipeline"
        hint="Where the key is used. It appears in the audit log and on incidents it acknowledges."
        autoComplete="off"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Access</legend>
        <Radio
          name="access"
          label="Read-only: reads monitors, incidents, channels and the workspace"
          checked={values.access === 'read'}
          onChange={() => set('access', 'read')}
        />
        <Radio
          name="access"
          label="Read and write: also creates, changes and deletes them, and acknowledges incidents"
          checked={values.access === 'write'}
          onChange={() => set('access', 'write')}
        />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Limit to (optional)</legend>
        <Checkbox
          label="Monitors, groups, alert rules and maintenance windows"
          checked={values.monitors}
          onChange={(event) => set('monitors', event.target.checked)}
        />
        <Checkbox
          label="Incidents"
          checked={values.incidents}
          onChange={(event) => set('incidents', event.target.checked)}
        />
        <Checkbox
          label="Status pages"
          checked={values.statusPages}
          onChange={(event) => set('statusPages', event.target.checked)}
        />
        <p className="text-xs text-slate-500">
          With none ticked, the key reaches every area its access allows. A key never reaches your
          account, billing changes, members or other keys.
        </p>
        {errors.monitors ? (
          <p className="text-xs font-medium text-red-700">{errors.monitors}</p>
        ) : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Expires</legend>
        {(
          [
            ['never', 'Never'],
            ['30', 'In 30 days'],
            ['90', 'In 90 days'],
            ['date', 'On a date'],
          ] as const
        ).map(([choice, label]) => (
          <Radio
            key={choice}
            name="expiry"
            label={label}
            checked={values.expiry === choice}
            onChange={() => set('expiry', choice)}
          />
        ))}
        {values.expiry === 'date' ? (
          <TextField
            label="Expiry date"
            hint="The key stops working at the end of this day, in your browser's time zone."
            type="date"
            min={minDate}
            value={values.date}
            onChange={(event) => set('date', event.target.value)}
            error={errors.expiry}
          />
        ) : errors.expiry ? (
          <p className="text-xs font-medium text-red-700">{errors.expiry}</p>
        ) : null}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={create.isPending}>
          Create key
        </Button>
      </div>
    </form>
  );
}
