// What modules/inbox offers the rest of the server; another module imports it only from here.
export { forgetAddressInInbox, notifyInbox } from './service.js';
