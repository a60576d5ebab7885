import { tlsCertMonitorInput } from '@tocsin/contract';
import { ShieldCheck } from 'lucide-react';
import { TextField } from '@/components/ui/text-field';
import { CertificateTiles } from '../components/certificate-tiles';
import { HostPortFields } from './request';
import { num, textProps, type CheckTypeView } from './view';

export const tlsCert: CheckTypeView<'tls-cert'> = {
  label: 'TLS certificate',
  description: 'Warns before a certificate expires or when it stops being trusted.',
  icon: ShieldCheck,
  seesCertificate: () => true,
  // The port the server would default to, so the form starts where it would.
  formDefaults: { port: String(tlsCertMonitorInput.shape.port.parse(undefined)) },
  Fields: (props) => (
    <HostPortFields {...props}>
      <TextField
        type="number"
        {...textProps(props, 'expiryThresholdDays', 'Warn this many days before expiry')}
      />
    </HostPortFields>
  ),
  toInput: (v) => ({
    host: v.host,
    port: num(v.port),
    expiryThresholdDays: num(v.expiryThresholdDays),
  }),
  Tiles: ({ config, result }) => <CertificateTiles config={config} result={result} />,
};
