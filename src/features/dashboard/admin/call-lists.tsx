import { toTelHref } from '@/kernel/site'
import { formatCount } from '@/kernel/text/format'
import { formatElapsed, formatThaiDateShort, formatThaiTime } from '@/kernel/text/thai-date'
import { displayPhone } from '@/kernel/validation/phone'

import type { CallList } from '../figures'
import styles from './lead-dashboard.module.css'
import type { DashboardText } from './table-panel'

/**
 * The leads to call (features/dashboard/figures.ts, leadsToCall), first on the dashboard: new leads
 * waiting for their first call, those nobody has contacted for more than a working day, with how
 * long they have waited, and those whose follow-up date has passed; each linked to its record,
 * with a button that calls the number (a salesperson's phone dials it).
 */
export function CallLists({
  toCall,
  leadHref,
  text,
}: {
  toCall: { fresh: CallList; uncontacted: CallList; overdue: CallList }
  leadHref: (id: number | string) => string
  text: DashboardText
}) {
  return (
    <div className={styles.panel}>
      <h3>{text.callHeading}</h3>
      <div className={styles.columns}>
        <CallListPanel
          heading={text.freshHeading}
          list={toCall.fresh}
          detail={(since) => `${text.waiting} ${formatElapsed(since)}`}
          href={leadHref}
          text={text}
          testId="fresh"
        />
        <CallListPanel
          heading={text.uncontactedHeading}
          list={toCall.uncontacted}
          detail={(since) => `${text.waiting} ${formatElapsed(since)}`}
          href={leadHref}
          text={text}
          testId="uncontacted"
        />
        <CallListPanel
          heading={text.overdueHeading}
          list={toCall.overdue}
          detail={(since) => `${text.due} ${formatThaiDateShort(since)} ${formatThaiTime(since)}`}
          href={leadHref}
          text={text}
          testId="overdue"
        />
      </div>
    </div>
  )
}

function CallListPanel({
  heading,
  list,
  detail,
  href,
  text,
  testId,
}: {
  heading: string
  list: CallList
  detail: (since: string) => string
  href: (id: number | string) => string
  text: DashboardText
  testId: string
}) {
  return (
    <section aria-label={heading} data-testid={testId}>
      <h4>
        {heading} ({formatCount(list.count)})
      </h4>
      {list.leads.length === 0 ? (
        <p className={styles.muted}>{text.nobodyWaiting}</p>
      ) : (
        <ul className={styles.callList}>
          {list.leads.map((lead) => (
            <li key={lead.id} className={styles.callRow}>
              <span>
                <a href={href(lead.id)}>{lead.fullname}</a>{' '}
                <span className={styles.muted}>· {detail(lead.since)}</span>
              </span>
              {lead.phone ? (
                <a className={styles.callButton} href={toTelHref(lead.phone)}>
                  {text.call} {displayPhone(lead.phone)}
                </a>
              ) : null}
            </li>
          ))}
          {list.count > list.leads.length ? (
            <li className={styles.muted}>
              {text.more} {formatCount(list.count - list.leads.length)}
            </li>
          ) : null}
        </ul>
      )}
    </section>
  )
}
