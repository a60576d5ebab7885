import { contactInput, contactTopics, type ContactInput } from '@tocsin/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { checkWith, errorsByField } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useSendContact } from '../api/send-contact';

const topicLabels: Record<(typeof contactTopics)[number], string> = {
  support: 'Help with my monitors or alerts',
  sales: 'Plans and pricing',
  billing: 'Billing',
  press: 'Press',
  security: 'Security',
  other: 'Something else',
};

type ContactValues = Record<keyof ContactInput, string>;

const checkContact = (values: ContactValues) =>
  checkWith<ContactInput>(
    contactInput,
    {
      name: values.name,
      email: values.email.trim(),
      company: values.company.trim() || undefined,
      topic: values.topic || undefined,
      message: values.message,
    },
    errorsByField,
  );

/**
 * The contact form: checked here with the contract's schema (the server checks the same), sent
 * once, and answered with the reference the support team sees.
 */
export function ContactForm() {
  const send = useSendContact();
  const { form, errors, submit } = useContractForm({
    defaultValues: { name: '', email: '', company: '', topic: '', message: '' },
    check: checkContact,
    toErrors: errorsByField,
  });
  const { register } = form;

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
      onSubmit={(event) => {
        if (send.isPending) return event.preventDefault();
        submit((input) => send.mutateAsync(input))(event);
      }}
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
        <TextField
          label="Name"
          {...register('name')}
          autoComplete="name"
          error={errors.name}
          required
        />
        <TextField
          label="Email"
          {...register('email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Company (optional)"
          {...register('company')}
          autoComplete="organization"
          error={errors.company}
        />
        <Field label="Topic" error={errors.topic}>
          {(control) => (
            <select
              {...control}
              {...register('topic')}
              defaultValue=""
              className={controlClasses}
              required
            >
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
            {...register('message')}
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
