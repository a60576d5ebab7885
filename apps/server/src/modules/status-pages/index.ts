// What modules/status-pages offers the rest of the server; another module imports it only from here.
export { writeLayout } from './layout.js';
export { loadLayout, pagesOf } from './pages.js';
export { announce, auditPage, insertPage, savePage } from './service.js';
