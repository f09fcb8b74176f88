import type { Payload } from 'payload'

import { env } from '@/lib/env'

import { seedStarterArticles } from './articles'
import { seedContent } from './content'

/**
 * Idempotent seed, run by `npm start` after migrations: creates the first admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD when no user exists yet (without them, /admin shows Payload's
 * create-first-user screen), the site's content from the specification while it was never saved
 * (seed/content.ts), and the starter articles while there are no articles at all.
 */
export async function seed(payload: Payload) {
  await seedFirstAdmin(payload)
  await seedContent(payload)
  await seedStarterArticles(payload)
}

async function seedFirstAdmin(payload: Payload) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Admin', role: 'admin' },
    overrideAccess: true,
  })
  payload.logger.info(`[seed] created the first admin user ${ADMIN_EMAIL}`)
}
