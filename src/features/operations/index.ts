// What other capabilities may use of operations, on the server, at any time: nothing here loads the
// configuration, a request-only module or a component, so the Payload configuration may import it.
export { openAlerts } from './alerts/check'
export type { OpenAlert } from './alerts/check'
export { backupSettings, backupStores } from './backup/create'
export { recordErasure } from './backup/erasure-ledger'
export type { ErasureEntry } from './backup/erasure-ledger'
export { alertText } from './content/alerts'
