import type { Payload, PayloadRequest } from 'payload'

import { callOutcomes, type CallLog } from './validation/call-log'

/** What a logged call asks the pipeline's history hook to record (features/sales/collections/pipeline). */
export type LoggedCall = { text: string }

const lostReasonMax = 500

/**
 * A salesperson logs a call in one step: the history keeps its outcome and note, the first and
 * last contact times are set, the next follow-up too, and the status follows the outcome (a
 * conversation moves a new record to "contacted"; "not interested" closes it as lost). The
 * update runs as the staff member, so their role's access applies.
 */
export async function logCall(
  payload: Payload,
  req: PayloadRequest,
  collection: 'leads' | 'registrations',
  id: number,
  log: CallLog,
): Promise<void> {
  const doc = await payload.findByID({ collection, id, depth: 0, overrideAccess: false, req })
  const data: Record<string, unknown> = {}
  if ((log.outcome === 'talked' || log.outcome === 'callBack') && doc.status === 'new') {
    data.status = 'contacted'
  }
  if (log.outcome === 'notInterested' && doc.status !== 'customer') {
    data.status = 'lost'
    data.lostReason =
      `${callOutcomes.notInterested} (จากการโทร)${log.note ? `: ${log.note}` : ''}`.slice(
        0,
        lostReasonMax,
      )
  }
  if (log.nextFollowUpAt !== undefined) {
    data.nextFollowUpAt = log.nextFollowUpAt ? new Date(log.nextFollowUpAt).toISOString() : null
  }
  const call: LoggedCall = {
    text: `${callOutcomes[log.outcome]}${log.note ? ` · ${log.note}` : ''}`,
  }
  await payload.update({
    collection,
    id,
    data,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    context: { loggedCall: call },
    req,
  })
}
