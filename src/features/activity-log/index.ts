// What other capabilities may use of activity-log, on the server, at any time: nothing here loads the
// configuration, a request-only module or a component, so the Payload configuration may import it.
export { noteRecordViewed, noteRecordsListed } from './viewed'
