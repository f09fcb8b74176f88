import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * Runs `work` in a transaction of its own, on a fresh local request that `work` passes to each
 * of its reads and writes: committed when `work` returns, rolled back when it or the commit
 * throws (and the error thrown on). Without an adapter transaction, `work` runs as it is.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  return inRequestTransaction(req, () => work(req))
}

/**
 * Runs `work` in `req`'s transaction: the one it is in, or one begun for it and committed when
 * `work` returns, rolled back when it or the commit throws. The request keeps its user, for the
 * hooks and the activity log of what `work` does with it.
 */
export async function inRequestTransaction<T>(
  req: PayloadRequest,
  work: () => Promise<T>,
): Promise<T> {
  const owns = await initTransaction(req)
  try {
    const result = await work()
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}
