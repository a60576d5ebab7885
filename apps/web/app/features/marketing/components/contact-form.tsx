import { contactInput, contactTopics, type ContactInput } from '@tocsin/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { formText } from '@/lib/form-data';
import { useSendContact } from '../api/send-contact';

const topicLabels: Record<(typeof contactTopics)[number], string> = {
  support: 'Help with my monitors or alerts',
  sales: 'Plans and pricing',
  billing: 'Billing',
  press: 'Press',
  security: 'Security',
  other: 'Something else',
};

type Errors = Partial<Record<keyof ContactInput, string>>;

function issuesToErrors(issues: { path: string; message: string }[] | undefined): Errors {
  const errors: Errors = {};
  for (const issue of issues ?? []) {
    const key = issue.path.split('.')[0] as keyof ContactInput;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The contact form: checked here with the contract's schema (the server checks the same), sent
 * once, and answered with the reference the support team sees.
 */
export function ContactForm() {
  const send = useSendContact();
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const form = new FormData(event.currentTarget);
    const parsed = contactInput.safeParse({
      name: formText(form, 'name'),
      email: formText(form, 'email').trim(),
      company: formText(form, 'company').trim() || undefined,
      topic: formText(form, 'topic') || undefined,
      message: formText(form, 'message'),
    });
    if (!parsed.success) {
      setErrors(
        issuesToErrors(
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        ),
      );
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onError: (error) => {
        if (isApiError(error)) setErrors(issuesToErrors(error.issues));
      },
    });
  }

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 className="text-lg font-semibold text-emerald-900">Thank you, we have your message</h2>
        <p className="mt-1 text-sm text-emerald-800">
          We will answer by email to {send.variables.email}. Your reference is{' '}
          <span className="font-mono">{send.data.id.slice(0, 8)}</span>.
        </p>
      </div>
    );
  }

  const failure = send.isError
    ? isApiError(send.error, 'too-many-requests')
      ? 'You have sent several messages in a short time. Please wait a while, or write to us directly.'
      : isApiError(send.error, 'validation-failed')
        ? 'Please check the fields marked below.'
        : 'Your message could not be sent. Please try again, or write to us directly.'
    : null;

  return (
    <form
      onSubmit={onSubmit}
      method="post"
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold text-slate-900">
        Write to us
      </h2>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" name="name" autoComplete="name" error={errors.name} required />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Company (optional)"
          name="company"
          autoComplete="organization"
          error={errors.company}
        />
        <Field label="Topic" error={errors.topic}>
          {(control) => (
            <select {...control} name="topic" defaultValue="" className={controlClasses} required>
              <option value="" disabled>
                Choose a topic
              </option>
              {contactTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {topicLabels[topic]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" error={errors.message} hint="10 to 5000 characters.">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            maxLength={5000}
            className={controlClasses}
            required
          />
        )}
      </Field>
      <Button type="submit" loading={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
