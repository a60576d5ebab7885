import {
  STATUS_PAGE_LIMITS,
  statusPageInput,
  type StatusPage,
  type StatusPageInput,
  type StatusPageTheme,
} from '@tocsin/contract';
import { Plus, Trash2 } from 'lucide-react';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { checkWith, type Checked, type FieldErrors, type FormIssue } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useUpdateStatusPage } from '../api/status-pages';

interface SettingsValues {
  name: string;
  slug: string;
  accentColor: string;
  theme: StatusPageTheme;
  customDomain: string;
  footerText: string;
  footerLinks: { label: string; url: string }[];
  indexable: boolean;
}

const themes = [
  { value: 'system', label: "The visitor's choice (light or dark)" },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

const valuesOf = (page: StatusPage): SettingsValues => ({
  name: page.name,
  slug: page.slug,
  accentColor: page.accentColor,
  theme: page.theme,
  customDomain: page.customDomain ?? '',
  footerText: page.footerText,
  footerLinks: page.footerLinks,
  indexable: page.indexable,
});

/** Each issue at its field; a footer link's at its own label or address. */
function toErrors(issues: FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) errors[path] ??= message;
  return errors;
}

const check = (values: SettingsValues): Checked<StatusPageInput> =>
  checkWith(
    statusPageInput,
    { ...values, customDomain: values.customDomain.trim() === '' ? null : values.customDomain },
    toErrors,
  );

/** What saving `values` would send (as the server stores it: trimmed ...), as text to compare. */
function settingsKey(values: SettingsValues) {
  const checked = check(values);
  return JSON.stringify(checked.ok ? checked.value : values);
}

/** The page's settings: name, address, look, footer, search engines and custom domain. */
export function PageSettingsForm({ page, readOnly }: { page: StatusPage; readOnly: boolean }) {
  const update = useUpdateStatusPage(page.id);
  const { toast } = useToast();
  const { formRef, values, set, errors, submit, saving, saveFailure } = useContractForm({
    defaultValues: valuesOf(page),
    check,
    toErrors,
    failure: {
      notSaved: 'The settings were not saved. Please try again.',
      withReason: (reason) => `The settings were not saved: ${reason}`,
    },
  });
  useUnsavedChanges(!readOnly && settingsKey(values) !== settingsKey(valuesOf(page)));
  const links = values.footerLinks ?? [];
  const setLink = (index: number, field: 'label' | 'url', value: string) =>
    set(
      'footerLinks',
      links.map((link, i) => (i === index ? { ...link, [field]: value } : link)),
    );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Page settings"
      className="space-y-5"
      onSubmit={submit(async (input) => {
        await update.mutateAsync(input);
        toast({ type: 'success', title: 'Settings saved' });
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <fieldset disabled={readOnly} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={errors['name']}
          />
          <TextField
            label="Address"
            hint="The part after /s/ in the page's public address."
            value={values.slug}
            onChange={(e) => set('slug', e.target.value)}
            error={errors['slug']}
            autoCapitalize="none"
            spellCheck={false}
          />
          <div className="flex items-end gap-3">
            <TextField
              label="Accent colour"
              hint="As #rrggbb: links and the banner use it."
              value={values.accentColor}
              onChange={(e) => set('accentColor', e.target.value)}
              error={errors['accentColor']}
              className="flex-1"
            />
            <input
              type="color"
              aria-label="Pick the accent colour"
              value={/^#[0-9a-f]{6}$/i.test(values.accentColor) ? values.accentColor : '#2563eb'}
              onChange={(e) => set('accentColor', e.target.value)}
              className="mb-7 h-10 w-12 cursor-pointer rounded border border-slate-300"
            />
          </div>
          <SelectField
            label="Theme"
            value={values.theme}
            options={themes}
            onChange={(theme) => set('theme', theme)}
            error={errors['theme']}
          />
        </div>
        <TextField
          label="Custom domain (optional)"
          placeholder="status.example.com"
          hint="A host name of yours that shows this page once its DNS record is checked below."
          value={values.customDomain}
          onChange={(e) => set('customDomain', e.target.value)}
          error={errors['customDomain']}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label="Footer text (optional)"
          placeholder="© Acme Inc."
          value={values.footerText}
          onChange={(e) => set('footerText', e.target.value)}
          error={errors['footerText']}
          maxLength={STATUS_PAGE_LIMITS.footerTextMax}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">Footer links</legend>
          {links.map((link, index) => (
            <div key={index} className="flex flex-wrap items-start gap-3">
              <TextField
                label={`Link ${index + 1} text`}
                value={link.label}
                onChange={(e) => setLink(index, 'label', e.target.value)}
                error={errors[`footerLinks.${index}.label`]}
                className="min-w-40 flex-1"
              />
              <TextField
                label={`Link ${index + 1} address`}
                placeholder="https://example.com"
                value={link.url}
                onChange={(e) => setLink(index, 'url', e.target.value)}
                error={errors[`footerLinks.${index}.url`]}
                className="min-w-60 flex-[2]"
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={`Remove link ${index + 1}`}
                onClick={() =>
                  set(
                    'footerLinks',
                    links.filter((_, i) => i !== index),
                  )
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          {links.length < STATUS_PAGE_LIMITS.footerLinksMax ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => set('footerLinks', [...links, { label: '', url: '' }])}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add a link
            </Button>
          ) : null}
        </fieldset>
        <Checkbox
          label="Let search engines index the page"
          checked={values.indexable}
          onChange={(e) => set('indexable', e.target.checked)}
        />
      </fieldset>
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" loading={saving}>
            Save settings
          </Button>
        </div>
      )}
    </form>
  );
}
