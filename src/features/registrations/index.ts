// What other capabilities may use of registrations, on the server, at any time: nothing here loads the
// configuration, a request-only module or a component, so the Payload configuration may import it.
export type { RegisterDoneText, RegisterFormText, RegisterSummaryText } from './content/register'
