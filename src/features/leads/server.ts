// What other capabilities' request-time server code (routes' helpers, server components) may
// use of leads.
export { LeadFormLoader } from './components/lead-form-loader.client'
export { StaticLeadForm } from './components/lead-form-static'
