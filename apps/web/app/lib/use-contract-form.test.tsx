import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { errorsByField, type FieldErrors } from './form';
import { useContractForm } from './use-contract-form';

interface Values {
  name: string;
  from: string;
  to: string;
}

/** Name required; `to` typed in an input the form controls, and at least `from`. */
function check(values: Values) {
  const errors: FieldErrors = {};
  if (!values.name) errors.name = 'Enter a name';
  if (Number(values.to) < Number(values.from)) errors.to = 'Must be at least the start';
  return Object.keys(errors).length > 0
    ? { ok: false as const, errors }
    : { ok: true as const, value: values };
}

/** A labelled input with its message, marked the way the app's fields mark theirs. */
function Input({
  label,
  error,
  ...input
}: ComponentProps<'input'> & { label: string; error?: string }) {
  const id = `field-${label}`;
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? <span id={`${id}-error`}>{error}</span> : null}
    </p>
  );
}

function RangeForm({ save }: { save: (values: Values) => Promise<unknown> }) {
  const { form, formRef, values, set, errors, submit } = useContractForm({
    defaultValues: { name: '', from: '5', to: '1' },
    check,
    toErrors: errorsByField,
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit(save)}>
      <Input label="Name" {...form.register('name')} error={errors.name} />
      <Input label="From" {...form.register('from')} error={errors.from} />
      <Input
        label="To"
        value={values.to}
        onChange={(event) => set('to', event.target.value)}
        error={errors.to}
      />
      <button type="submit">Save</button>
    </form>
  );
}

async function submitEmpty(save = vi.fn(() => Promise.resolve())) {
  const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
  const user = userEvent.setup();
  render(<RangeForm save={save} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { user, save, scrolled };
}

describe('a contract form', () => {
  it('brings the first marked field into view and focuses it on a failed submit', async () => {
    const { save, scrolled } = await submitEmpty();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled.mock.contexts[0]).toBe(name);
    expect(name).toHaveAccessibleDescription('Enter a name');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Must be at least the start');
    expect(save).not.toHaveBeenCalled();
  });

  it('clears a message as soon as its field is right, and leaves the others', async () => {
    const { user } = await submitEmpty();
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
    expect(screen.getByText('Must be at least the start')).toBeInTheDocument();

    await user.type(screen.getByLabelText('To'), '0');
    expect(screen.queryByText('Must be at least the start')).not.toBeInTheDocument();
    // Emptied again after a submit, the field says so at once.
    await user.clear(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');
  });

  it('clears a message when another field it depends on makes it right', async () => {
    const { user } = await submitEmpty();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '0');
    expect(screen.queryByText('Must be at least the start')).not.toBeInTheDocument();
  });

  it('marks and focuses the fields the server names, until each is changed', async () => {
    const refused = new ApiError(400, 'validation-failed', 'Invalid input', [
      { path: 'from', message: 'Taken by another range' },
      { path: 'to', message: 'Too far ahead' },
    ]);
    const save = vi.fn(() => Promise.reject(refused));
    const user = userEvent.setup();
    render(<RangeForm save={save} />);
    await user.type(screen.getByLabelText('Name'), 'Nightly');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const from = screen.getByLabelText('From');
    await waitFor(() => expect(from).toHaveFocus());
    expect(from).toHaveAccessibleDescription('Taken by another range');
    // Another field's change leaves the server's word on this one.
    await user.type(screen.getByLabelText('To'), '9');
    expect(from).toHaveAccessibleDescription('Taken by another range');
    expect(screen.queryByText('Too far ahead')).not.toBeInTheDocument();
    await user.type(from, '1');
    expect(from).not.toHaveAccessibleDescription();
  });
});
