// What modules/subscribers offers the rest of the server; another module imports it only from here.
export { holdConfirmations } from './confirmations.js';
export { publicPageUrl } from './page-url.js';
export { sendToSubscriber, unsubscribeUrl } from './send.js';
export {
  addPushSubscription,
  addWebhookSubscription,
  confirmSubscription,
  pageComponents,
  removePushSubscription,
  requestEmailSubscription,
  type SubscriptionDeps,
  sweepUnconfirmed,
  unsubscribe,
} from './subscriptions.js';
export { createSubscriberTokens, type SubscriberTokens } from './tokens.js';
