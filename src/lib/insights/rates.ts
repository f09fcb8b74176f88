import type { FunnelRow } from './funnel'

/** A row's rates and costs: null where there is nothing to divide by, or no spend. */
export type FunnelRates = {
  /** Enquiries of any kind per visit. */
  enquiryRate: number | null
  /** Qualified per form sent (leads and sign-ups: a LINE tap is no one sales can qualify). */
  qualifiedRate: number | null
  /** Customers per qualified. */
  customerRate: number | null
  costPerEnquiry: number | null
  costPerQualified: number | null
  costPerCustomer: number | null
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null)
const cost = (spend: number | null, count: number) =>
  spend === null || count === 0 ? null : spend / count

/** The rates down the funnel, and what each step cost where the campaign's spend is known. */
export function funnelRates(row: FunnelRow): FunnelRates {
  return {
    enquiryRate: ratio(row.enquiries, row.visits),
    qualifiedRate: ratio(row.qualified, row.leads + row.registrations),
    customerRate: ratio(row.customers, row.qualified),
    costPerEnquiry: cost(row.spend, row.enquiries),
    costPerQualified: cost(row.spend, row.qualified),
    costPerCustomer: cost(row.spend, row.customers),
  }
}
