import { dnsRecordTypes } from '@tocsin/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FieldsProps } from '../../form/fields-props';

/** What to check, for the chosen type: a URL, a host and port, a name, or a heartbeat period. */
export function TargetFields(props: FieldsProps) {
  const { values, errors, set } = props;
  const text = (key: 'url' | 'host' | 'port' | 'hostname' | 'resolver', label: string) => ({
    label,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
  });

  switch (values.type) {
    case 'http':
    case 'keyword':
    case 'json-query':
      return (
        <div className="space-y-4">
          <TextField
            {...text('url', 'URL')}
            type="url"
            inputMode="url"
            placeholder="https://example.com/health"
          />
          {values.type === 'keyword' ? <KeywordFields {...props} /> : null}
          {values.type === 'json-query' ? <JsonQueryFields {...props} /> : null}
        </div>
      );
    case 'tcp':
    case 'tls-cert':
      return (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField {...text('host', 'Host')} placeholder="db.example.com" />
          <TextField {...text('port', 'Port')} type="number" inputMode="numeric" />
          {values.type === 'tcp' ? (
            <Checkbox
              label="Complete a TLS handshake after connecting"
              checked={values.tls}
              onChange={(event) => set('tls', event.target.checked)}
            />
          ) : (
            <TextField
              label="Warn this many days before expiry"
              type="number"
              value={values.expiryThresholdDays}
              onChange={(event) => set('expiryThresholdDays', event.target.value)}
              error={errors.expiryThresholdDays}
            />
          )}
        </div>
      );
    case 'ping':
      return (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField {...text('host', 'Host')} placeholder="example.com" />
          <TextField
            label="Packets"
            type="number"
            value={values.packets}
            onChange={(event) => set('packets', event.target.value)}
            error={errors.packets}
          />
        </div>
      );
    case 'dns':
      return (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField {...text('hostname', 'Host name')} placeholder="example.com" />
          <SelectField
            label="Record type"
            value={values.recordType}
            options={dnsRecordTypes}
            onChange={(value) => set('recordType', value)}
            error={errors.recordType}
          />
          <TextField
            label="Expected value"
            value={values.expectedValue}
            onChange={(event) => set('expectedValue', event.target.value)}
            error={errors.expectedValue}
            hint="Optional: down unless one record equals it."
          />
          <TextField
            {...text('resolver', 'Resolver')}
            placeholder="1.1.1.1"
            hint="Optional: ip or ip:port."
          />
        </div>
      );
    case 'heartbeat':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Expected every (seconds)"
            type="number"
            value={values.periodSeconds}
            onChange={(event) => set('periodSeconds', event.target.value)}
            error={errors.periodSeconds}
            placeholder="3600"
            hint="How often your job runs and calls Tocsin."
          />
          <TextField
            label="Grace period (seconds)"
            type="number"
            value={values.graceSeconds}
            onChange={(event) => set('graceSeconds', event.target.value)}
            error={errors.graceSeconds}
            hint="Extra time allowed before it counts as missed."
          />
        </div>
      );
  }
}

function KeywordFields({ values, errors, set }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <TextField
        label="Keyword"
        value={values.keyword}
        onChange={(event) => set('keyword', event.target.value)}
        error={errors.keyword}
      />
      <SelectField
        label="The page must"
        value={values.keywordMode}
        options={[
          { value: 'present', label: 'Contain it' },
          { value: 'absent', label: 'Not contain it' },
        ]}
        onChange={(value) => set('keywordMode', value)}
      />
      <Checkbox
        label="Match case"
        checked={values.caseSensitive}
        onChange={(event) => set('caseSensitive', event.target.checked)}
      />
    </div>
  );
}

function JsonQueryFields({ values, errors, set }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="JMESPath expression"
        value={values.query}
        onChange={(event) => set('query', event.target.value)}
        error={errors.query}
        placeholder="status.database"
      />
      <TextField
        label="Expected value"
        value={values.expectedValue}
        onChange={(event) => set('expectedValue', event.target.value)}
        error={errors.expectedValue}
        placeholder='"ok"'
        hint='Compared as JSON text (3, true, "ok") or plain text.'
      />
    </div>
  );
}
