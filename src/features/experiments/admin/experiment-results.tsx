import Link from 'next/link'
import type { Payload, UIFieldServerProps } from 'payload'

import { roleOf } from '@/kernel/access/roles'
import styles from '@/kernel/admin/figures.module.css'
import { formatCount, formatOneDecimal } from '@/kernel/text/format'
import { formatThaiDateTime } from '@/kernel/text/thai-date'
import type { Experiment } from '@/payload-types'

import { experimentText } from '../content'
import { experimentFigures, type ExperimentFigures } from '../results'
import { ExperimentActions } from './experiment-actions.client'

type Text = (typeof experimentText)['th' | 'en']

const percent = (value: number) => `${formatOneDecimal(value * 100)}%`
const decimal = (value: number, digits: number) => value.toFixed(digits)

/** The test a screen is about: the test itself, or a campaign page's running or latest one. */
async function testOf(
  payload: Payload,
  collectionSlug: string,
  id: number | string | undefined,
): Promise<Experiment | null> {
  if (id === undefined) return null
  if (collectionSlug === 'experiments') {
    return (await payload.findByID({
      collection: 'experiments',
      id,
      depth: 0,
      overrideAccess: true,
    })) as Experiment
  }
  const { docs } = await payload.find({
    collection: 'experiments',
    where: { page: { equals: id } },
    sort: '-createdAt',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  return (docs.find((doc) => doc.status === 'running') ?? docs[0] ?? null) as Experiment | null
}

function Figures({ figures, text }: { figures: ExperimentFigures; text: Text }) {
  const { test } = figures
  const p = decimal(test.pValue, 4)
  const verdict = !test.enough
    ? text.verdictTooFew
    : test.significant
      ? text.verdictSignificant(test.winner === 'b' ? 'B' : 'A', p)
      : text.verdictNotYet(p)
  return (
    <>
      {/* On a phone the figures may scroll sideways: a keyboard reaches them too. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={text.caption}>
        <table className={styles.table} data-testid="experiment-figures">
          <caption>{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.variant}</th>
              <th scope="col">{text.views}</th>
              <th scope="col">{text.enquiries}</th>
              <th scope="col">{text.rate}</th>
            </tr>
          </thead>
          <tbody>
            {(['a', 'b'] as const).map((variant) => (
              <tr key={variant} data-variant={variant}>
                <th scope="row">{variant === 'a' ? text.variantA : text.variantB}</th>
                <td data-column="views">{formatCount(figures[variant].views)}</td>
                <td data-column="enquiries">{formatCount(figures[variant].enquiries)}</td>
                <td data-column="rate">{percent(variant === 'a' ? test.rateA : test.rateB)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.verdict} data-testid="experiment-verdict">
        {verdict}
      </p>
      <p className={styles.muted}>
        {test.lift === null
          ? null
          : `${text.lift}: ${test.lift >= 0 ? '+' : ''}${percent(test.lift)} · `}
        {text.details(decimal(test.z, 2), percent(test.pooled), decimal(test.standardError, 4))}
      </p>
      <p className={styles.muted}>{text.method}</p>
    </>
  )
}

/**
 * The A/B test panel: on a test's screen and on its campaign page's screen. Its state, each
 * variant's views, enquiries and rate, whether the difference is significant (and the numbers
 * that say so), and for marketing and the admins starting it, or ending it keeping A or B.
 */
export async function ExperimentResults({
  collectionSlug,
  id,
  payload,
  req,
  i18n,
}: UIFieldServerProps) {
  const language = i18n?.language === 'en' ? 'en' : 'th'
  const text: Text = experimentText[language]
  const test = await testOf(payload, collectionSlug, id)
  const role = roleOf(req)
  const mayAct = role === 'admin' || role === 'marketing'
  const figures: ExperimentFigures | null = !test
    ? null
    : test.status === 'ended' && test.summary
      ? (test.summary as ExperimentFigures)
      : await experimentFigures(payload, test.id)
  return (
    <section
      className={styles.panel}
      aria-labelledby="experiment-heading"
      data-testid="experiment-panel"
    >
      <h3 id="experiment-heading">
        {text.panelHeading}
        {test ? `: ${test.name} (${text.status[test.status]})` : ''}
      </h3>
      {!test ? (
        <>
          <p className={styles.muted}>{text.noTest}</p>
          {collectionSlug === 'pages' && mayAct ? (
            <p>
              <Link href="/admin/collections/experiments/create">{text.addVariant}</Link>
            </p>
          ) : null}
          <p className={styles.muted}>{text.howItWorks}</p>
        </>
      ) : (
        <>
          <p className={styles.muted}>
            {test.startedAt ? `${text.since} ${formatThaiDateTime(new Date(test.startedAt))}` : ''}
            {test.endedAt ? ` · ${text.ended} ${formatThaiDateTime(new Date(test.endedAt))}` : ''}
            {test.kept ? ` · ${text.kept(test.kept.toUpperCase())}` : ''}
          </p>
          {test.status === 'draft' ? (
            <p className={styles.muted}>{text.howItWorks}</p>
          ) : figures ? (
            <Figures figures={figures} text={text} />
          ) : null}
          {collectionSlug === 'pages' ? (
            <p>
              <Link href={`/admin/collections/experiments/${test.id}`}>{text.openTest}</Link>
            </p>
          ) : null}
          {mayAct ? (
            <ExperimentActions id={test.id} status={test.status} language={language} />
          ) : null}
        </>
      )}
    </section>
  )
}
