import type { Payload } from 'payload'

import { env } from '@/kernel/env'

import { salesDefaults, thaiPublicHolidays, weekdays } from '@/features/sales/content/settings'
import {
  passwordMessages,
  passwordRuleBroken,
  passwordRulesInEnglish,
} from '@/features/staff-accounts/password-policy'

import { seedStarterArticles } from './articles'
import { seedContent } from './content'

/**
 * Idempotent seed, run by `npm start` after migrations: creates the first admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD when no user exists yet (without them, /admin shows Payload's
 * create-first-user screen), the site's starting content (each capability's content/) while it was never saved
 * (seed/content.ts), the starter articles while there are no articles at all, and the sales
 * team's working hours and holidays while never saved.
 */
export async function seed(payload: Payload) {
  await seedFirstAdmin(payload)
  await seedContent(payload)
  await seedStarterArticles(payload)
  await seedSalesSettings(payload)
}

/** The sales team's working hours and this year's public holidays, while never saved. */
async function seedSalesSettings(payload: Payload) {
  // Only whether it was ever saved: the whole document (holidays, rules) is one large query.
  const saved = await payload.findGlobal({
    slug: 'sales-settings',
    depth: 0,
    overrideAccess: true,
    select: { updatedAt: true },
  })
  if (saved.updatedAt) return
  await payload.updateGlobal({
    slug: 'sales-settings',
    data: {
      ...salesDefaults,
      workDays: Object.fromEntries(
        weekdays.map(({ value }) => [value, salesDefaults.workDays.includes(value)]),
      ),
      holidays: thaiPublicHolidays.map(({ date, name }) => ({
        date: new Date(`${date}T12:00:00+07:00`).toISOString(),
        name,
      })),
    },
    overrideAccess: true,
  })
  payload.logger.info('[seed] saved the sales team’s working hours and public holidays')
}

/** A start that cannot go on for a reason the operator fixes in the environment: one line, no trace. */
export class StartRefused extends Error {}

async function seedFirstAdmin(payload: Payload) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = env
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const broken = passwordRuleBroken(ADMIN_PASSWORD, ADMIN_EMAIL)
  if (broken) {
    throw new StartRefused(
      `ADMIN_PASSWORD: ${passwordMessages[broken]} / ADMIN_PASSWORD ${passwordRulesInEnglish[broken]}; ` +
        'choose another and start again (no admin was created).',
    )
  }
  await payload.create({
    collection: 'users',
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: ADMIN_NAME, role: 'admin' },
    overrideAccess: true,
  })
  payload.logger.info(`[seed] created the first admin user ${ADMIN_EMAIL}`)
}
