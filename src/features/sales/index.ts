// What other capabilities may use of sales, on the server, at any time: nothing here loads the
// configuration, a request-only module or a component, so the Payload configuration may import it.
export { staffNotesField } from './collections/pipeline'
export { salesCollection } from './collections/sales-collection'
export {
  attributionFields,
  emailField,
  phoneField,
  technicalFields,
} from './collections/sales-fields'
export { closedStatuses, salesStatusLabels } from './content/admin'
export { readAdmins } from './escalation'
export { notifyLeadTask, notifyRegistrationTask } from './jobs'
export { reassignOpenWork } from './routing'
