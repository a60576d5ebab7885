// What modules/me offers the rest of the server; another module imports it only from here.
export { createProfile, getMe } from './service.js';
