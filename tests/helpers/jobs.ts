import type { Payload } from 'payload'

/** Runs a job that waits out its retry backoff at once, as the scheduler does once it is due. */
export async function retryJobNow(payload: Payload, id: number | string): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    id,
    data: { waitUntil: new Date().toISOString() },
    overrideAccess: true,
  })
  await payload.jobs.runByID({ id, silent: true })
}
