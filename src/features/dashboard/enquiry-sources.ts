import type { Payload } from 'payload'

import { bangkokDay } from '@/kernel/text/thai-date'

import { enquiryCampaigns } from './repository'

/**
 * Every kind of enquiry of the last 30 days by campaign (utm_campaign; "ไม่มีแคมเปญ" without
 * one): contact-form leads, trial registrations and taps on a LINE chat button, most first, so
 * marketing sees which campaigns bring LINE conversations as well as forms. Spam is left out.
 */
export type EnquirySourceRow = {
  campaign: string
  leads: number
  registrations: number
  lineTaps: number
}

export const noCampaign = ''
const dayMs = 24 * 60 * 60 * 1000
const topRows = 10

export async function enquirySources(
  payload: Payload,
  now = new Date(),
): Promise<{ rows: EnquirySourceRow[]; total: EnquirySourceRow }> {
  const since = new Date(now.getTime() - 30 * dayMs)
  const campaigns = await enquiryCampaigns(payload, since, bangkokDay(since))
  const rows = new Map<string, EnquirySourceRow>()
  const add = (
    campaign: string | null | undefined,
    key: 'leads' | 'registrations' | 'lineTaps',
  ) => {
    const name = (campaign ?? '').trim() || noCampaign
    const row = rows.get(name) ?? { campaign: name, leads: 0, registrations: 0, lineTaps: 0 }
    row[key] += 1
    rows.set(name, row)
  }
  for (const campaign of campaigns.leads) add(campaign as string | null, 'leads')
  for (const campaign of campaigns.registrations) add(campaign as string | null, 'registrations')
  for (const campaign of campaigns.lineTaps) add(campaign as string | null, 'lineTaps')
  const all = [...rows.values()]
  const sum = (key: 'leads' | 'registrations' | 'lineTaps') =>
    all.reduce((total, row) => total + row[key], 0)
  return {
    rows: all
      .sort(
        (a, b) =>
          b.leads + b.registrations + b.lineTaps - (a.leads + a.registrations + a.lineTaps) ||
          a.campaign.localeCompare(b.campaign),
      )
      .slice(0, topRows),
    total: {
      campaign: '',
      leads: sum('leads'),
      registrations: sum('registrations'),
      lineTaps: sum('lineTaps'),
    },
  }
}
