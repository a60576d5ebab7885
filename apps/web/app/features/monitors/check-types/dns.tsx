import { dnsRecordTypes } from '@tocsin/contract';
import { Network } from 'lucide-react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { DnsTiles } from '../components/check-tiles';
import type { FieldsProps } from '../form/fields-props';
import { optional, textProps, type CheckTypeView } from './view';

export const dns: CheckTypeView<'dns'> = {
  label: 'DNS',
  description: 'Resolves a name and can expect a given record.',
  icon: Network,
  Fields: DnsFields,
  toInput: (v) => ({
    hostname: v.hostname,
    recordType: v.recordType,
    expectedValue: optional(v.expectedValue),
    resolver: optional(v.resolver),
  }),
  Tiles: ({ config, result }) => <DnsTiles config={config} result={result} />,
};

function DnsFields(props: FieldsProps) {
  const { values, errors, set } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
      <TextField {...textProps(props, 'hostname', 'Host name')} placeholder="example.com" />
      <SelectField
        label="Record type"
        value={values.recordType}
        options={dnsRecordTypes}
        onChange={(value) => set('recordType', value)}
        error={errors.recordType}
      />
      <TextField
        {...textProps(props, 'expectedValue', 'Expected value')}
        hint="Optional: down unless one record equals it."
      />
      <TextField
        {...textProps(props, 'resolver', 'Resolver')}
        placeholder="1.1.1.1"
        hint="Optional: ip or ip:port."
      />
    </div>
  );
}
