// What modules/channels offers the rest of the server; another module imports it only from here.
export { formatDuration } from './format.js';
export { createAlertHttp, DeliveryError, expectSuccess } from './http.js';
export { classifyMailError, sendAlertEmail } from './kinds/email.js';
export { twimlAcknowledged, verifyTwilioSignature } from './kinds/voice.js';
export { signStandardWebhook } from './kinds/webhook.js';
export { type ProviderSettings } from './providers.js';
export { PushSubscriptionGoneError, sendPush, sendWebPush } from './push.js';
export {
  channelLabel,
  channelModule,
  deliveryRoute,
  describeKinds,
  unavailableReason,
} from './registry.js';
export { createSecretBox, type SecretBox } from './secrets.js';
export {
  assertAvailable,
  assertOwnChannels,
  auditChannel,
  type ChannelDeps,
  defaultChannelIds,
  listChannels,
  loadChannel,
  ownChannels,
  storableConfig,
} from './service.js';
export { type AlertMessage, type SendContext, type SendResult } from './types.js';
