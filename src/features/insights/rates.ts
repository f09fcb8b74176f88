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

/**
 * The total row's rates and costs, each over the rows where it means something: the share of
 * visits that enquired counts only rows with visits (a LINE tap from a page without counted
 * visits would otherwise raise it), and each cost only campaigns with spend, divided by those
 * campaigns' own enquiries, qualified leads and customers (not everyone's). Null where nothing
 * is left to divide by.
 */
export function funnelTotalRates(rows: FunnelRow[]): FunnelRates {
  const sum = (of: FunnelRow[], field: keyof Omit<FunnelRow, 'key' | 'spend'>) =>
    of.reduce((total, row) => total + row[field], 0)
  const visited = rows.filter((row) => row.visits > 0)
  const paid = rows.filter((row) => row.spend !== null)
  const spend = paid.length ? paid.reduce((total, row) => total + (row.spend ?? 0), 0) : null
  const forms = sum(rows, 'leads') + sum(rows, 'registrations')
  return {
    enquiryRate: ratio(sum(visited, 'enquiries'), sum(visited, 'visits')),
    qualifiedRate: ratio(sum(rows, 'qualified'), forms),
    customerRate: ratio(sum(rows, 'customers'), sum(rows, 'qualified')),
    costPerEnquiry: cost(spend, sum(paid, 'enquiries')),
    costPerQualified: cost(spend, sum(paid, 'qualified')),
    costPerCustomer: cost(spend, sum(paid, 'customers')),
  }
}
