import type { ReactNode } from 'react'

import { dashboardText } from '../content'
import styles from './lead-dashboard.module.css'

/** The dashboard's words in the staff member's language. */
export type DashboardText = (typeof dashboardText)['th' | 'en']

/**
 * A panel of the dashboard with a heading, a line on what it shows, and its table (scrolling
 * sideways on a narrow screen), or a note when there is nothing to show.
 */
export function TablePanel({
  id,
  testId,
  heading,
  intro,
  empty,
  children,
}: {
  /** The heading's id, which labels the panel. */
  id: string
  testId: string
  heading: string
  intro: string
  /** Shown instead of the table, when set. */
  empty: string | null
  /** The table's head, body and foot. */
  children: ReactNode
}) {
  return (
    <section className={styles.panel} aria-labelledby={id} data-testid={testId}>
      <h3 id={id}>{heading}</h3>
      <p className={styles.muted}>{intro}</p>
      {empty !== null ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>{children}</table>
        </div>
      )}
    </section>
  )
}
