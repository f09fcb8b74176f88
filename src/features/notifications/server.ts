// What other capabilities' request-time server code (routes' helpers, server components) may
// use of notifications.
export { salesNotifier } from './process'
