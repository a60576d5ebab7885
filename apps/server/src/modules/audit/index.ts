// What modules/audit offers the rest of the server; another module imports it only from here.
export { csvField } from './csv.js';
export { forgetAddressInAudit } from './forget-address.js';
export { recordAudit } from './log.js';
