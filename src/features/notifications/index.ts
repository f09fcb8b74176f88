// What other capabilities may use of notifications, on the server, at any time: nothing here loads the
// configuration, a request-only module or a component, so the Payload configuration may import it.
export { readChannelHealth } from './channel-health'
export type { Channel } from './channel-health'
export { alreadyDelivered, recordDelivery } from './deliveries'
export { lineLinkEndpoints } from './endpoints/line-link'
export { lineConfigured, pushLine } from './line-api'
export { adminUrlOf, escalationMessage, eventKey, retryKeyFor } from './messages'
export type { SalesEvent } from './messages'
export { deliver } from './notify'
