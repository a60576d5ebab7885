import {
  statusPostUpdateInput,
  type StatusPost,
  type StatusPostUpdateInput,
  type StatusUpdateStatus,
} from '@tocsin/contract';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { checkWith, type Checked } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useAddStatusUpdate } from '../api/status-posts';
import { postErrors, statusOptions } from '../post-values';
import { PostTextField } from './post-text-field';

interface UpdateValues {
  status: StatusUpdateStatus;
  body: string;
}

const check = (values: UpdateValues): Checked<StatusPostUpdateInput> =>
  checkWith(statusPostUpdateInput, values, postErrors);

/**
 * "Add an update": a new status and what visitors are told. Resolving (or completing) closes the
 * post; an update after that opens it again.
 */
export function PostUpdateForm({ post, onDone }: { post: StatusPost; onDone: () => void }) {
  const add = useAddStatusUpdate(post.pageId, post.id);
  const { formRef, values, set, errors, submit, saving, saveFailure } = useContractForm({
    defaultValues: { status: post.status, body: '' },
    check,
    toErrors: postErrors,
    failure: {
      notSaved: 'The update was not posted. Please try again.',
      withReason: (reason) => `The update was not posted: ${reason}`,
    },
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={`Add an update to ${post.title}`}
      className="space-y-4"
      onSubmit={submit(async (input) => {
        await add.mutateAsync(input);
        onDone();
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <SelectField
        label="Status"
        value={values.status}
        options={statusOptions(post.kind)}
        onChange={(v) => set('status', v)}
        error={errors['status']}
      />
      <PostTextField value={values.body} onChange={(v) => set('body', v)} error={errors['body']} />
      <Button type="submit" loading={saving}>
        Post the update
      </Button>
    </form>
  );
}
