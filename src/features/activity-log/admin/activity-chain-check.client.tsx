'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { activityText as text } from '@/kernel/activity/kinds'
import { useStaffAction } from '@/kernel/admin/use-staff-action'

type Report = { ok: boolean; checked: number; problems: { id: number; problem: string }[] }

/**
 * Above the activity log's list: checks that no entry was altered or deleted (each carries the
 * hash of the one before it; kernel/activity/log.ts) and says which were.
 */
export function ActivityChainCheck() {
  const action = useStaffAction(text.failed)
  const [report, setReport] = useState<Report | null>(null)

  async function check() {
    const reply = await action.send('/api/activity-log/verify', {})
    if (reply) setReport(reply as unknown as Report)
  }

  return (
    <div style={{ margin: '0 0 1rem' }}>
      <Button buttonStyle="secondary" size="small" onClick={check} disabled={action.busy}>
        {action.busy ? text.checking : text.check}
      </Button>
      <div role="status" aria-live="polite">
        {report?.ok ? <p>{text.checkedOk(report.checked)}</p> : null}
        {report && !report.ok ? (
          <>
            <p>{text.checkedBad(report.problems.length)}</p>
            <ul>
              {report.problems.map((problem) => (
                <li key={`${problem.id}-${problem.problem}`}>
                  #{problem.id}: {problem.problem === 'altered' ? text.altered : text.brokenLink}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {action.error ? <p role="alert">{action.error}</p> : null}
      </div>
    </div>
  )
}
