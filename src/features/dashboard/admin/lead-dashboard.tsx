import type { ServerProps } from 'payload'

import { roleOf } from '@/kernel/access/roles'

import { openAlerts } from '@/features/operations'

import { dashboardText } from '../content'
import { enquirySources } from '../enquiry-sources'
import { dashboardFigures, leadsToCall } from '../figures'
import { responseTimes } from '../response-times'
import { AlertsBanner } from './alerts-banner'
import { CallLists } from './call-lists'
import { ChartPanel } from './chart-panel'
import styles from './lead-dashboard.module.css'
import { LeadTables } from './lead-tables'
import { PeriodCards } from './period-cards'
import { ResponsePanel } from './response-panel'
import { SourcesPanel } from './sources-panel'

/**
 * The first screen after login, above Payload's collection cards: new leads against the period
 * before, leads per day by channel, the campaigns and landing pages that bring them, their
 * organisation types and where every lead stands. Read on the server (features/dashboard/figures.ts);
 * the browser gets numbers, never the leads themselves.
 */
export async function LeadDashboard({ payload, i18n, user }: ServerProps) {
  const english = i18n?.language === 'en'
  const text = english ? dashboardText.en : dashboardText.th
  const language = english ? 'en' : 'th'
  // Counts are for every staff member; the names of the people to call only for those who call.
  const role = roleOf({ user: user ?? null })
  const callsLeads = role === 'admin' || role === 'sales'
  const [alerts, figures, toCall, responses, sources] = await Promise.all([
    // The pipeline's open problems, for the admins who are told of them.
    role === 'admin' ? openAlerts(payload) : [],
    dashboardFigures(payload),
    callsLeads ? leadsToCall(payload) : null,
    callsLeads ? responseTimes(payload) : null,
    enquirySources(payload),
  ])
  const leadHref = (id: number | string) => `${payload.config.routes.admin}/collections/leads/${id}`

  return (
    <section className={styles.dashboard} aria-labelledby="lead-dashboard-heading">
      <h2 id="lead-dashboard-heading">{text.heading}</h2>
      <p className={styles.muted}>{text.intro}</p>
      <AlertsBanner alerts={alerts} />
      {/* Who to call comes first: a salesperson's phone shows it without scrolling. */}
      {toCall ? <CallLists toCall={toCall} leadHref={leadHref} text={text} /> : null}
      <PeriodCards figures={figures} text={text} />
      {responses ? <ResponsePanel figures={responses} text={text} /> : null}
      <ChartPanel daily={figures.daily} language={language} text={text} />
      <SourcesPanel figures={sources} text={text} />
      <LeadTables figures={figures} language={language} text={text} />
    </section>
  )
}
