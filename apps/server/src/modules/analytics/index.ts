// What modules/analytics offers the rest of the server; another module imports it only from here.
export { type AnalyticsDeps, meanResponseMs } from './service.js';
