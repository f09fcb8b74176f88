import type { PayloadRequest } from 'payload'

import { publicationToast } from '@/kernel/content/text'

/** The keys Payload's REST handlers answer a save with, whatever its status. */
const savedMessages = new Set(['general:updatedSuccessfully', 'general:successfullyCreated'])

/**
 * After "เผยแพร่", the toast says the version is published. Payload answers a publication as any
 * other save ("แก้ไขสำเร็จ"): its REST handlers (collections' update and create, globals' update)
 * read the message from `req.t` once the operation is done, so a publication's request gets a
 * translator that says what happened for those keys. Drafts, autosaves and restores keep theirs.
 * An afterChange hook, on collections and globals with drafts.
 */
export function announcePublication<T>({ doc, req }: { doc: T; req: PayloadRequest }): T {
  if ((doc as { _status?: string } | null)?._status !== 'published') return doc
  const translate = req.t
  const text = publicationToast[req.i18n?.language === 'en' ? 'en' : 'th']
  req.t = ((key: string, options?: Record<string, unknown>) =>
    savedMessages.has(key) ? text : translate(key as never, options)) as typeof req.t
  return doc
}
