import type { AlertSettings } from '../../config.js';

/** The provider accounts and endpoints channels send through, from Tocsin's own config. */
export type ProviderSettings = Pick<
  AlertSettings,
  | 'smsProvider'
  | 'twilio'
  | 'vonage'
  | 'pagerdutyUrl'
  | 'opsgenieUrl'
  | 'opsgenieEuUrl'
  | 'telegramUrl'
  | 'pushoverUrl'
  | 'vapid'
>;
