import { roleOf } from '@/kernel/access/roles'
import { addressHashOf, noteActivity } from '@/kernel/activity/log'
import { getAppPayload } from '@/kernel/payload'
import { bangkokDay } from '@/kernel/text/thai-date'

import { conversionsCsv, wonCustomers } from '@/features/insights/conversions'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'private, no-store' }
const dayMs = 86_400_000

/**
 * GET /api/insights/conversions?platform=google|meta&name=<conversion name>: the won customers of
 * the last 90 days with a consented ad click id, as Google Ads' or Meta's offline conversion file
 * (features/insights/conversions.ts). For admins, signed in (and past the second factor); each download
 * is an entry in the activity log.
 */
export async function GET(request: Request) {
  const payload = await getAppPayload()
  const { user } = await payload.auth({ headers: request.headers })
  const role = roleOf({ user })
  if (!user) return new Response('กรุณาเข้าสู่ระบบก่อน', { status: 401, headers: noStore })
  if (role !== 'admin') {
    return new Response('เฉพาะผู้ดูแลระบบเท่านั้นที่ดาวน์โหลดไฟล์นี้ได้', { status: 403, headers: noStore })
  }
  const query = new URL(request.url).searchParams
  const platform = query.get('platform') === 'meta' ? 'meta' : 'google'
  const name = (query.get('name') ?? '').trim().slice(0, 100) || 'Clinic Plus customer'
  const customers = await wonCustomers(payload, platform, new Date(Date.now() - 90 * dayMs))
  noteActivity(payload, {
    kind: 'export-downloaded',
    member: Number(user.id),
    subject: `conversions/${platform}`,
    detail: `${customers.length} customers`,
    ipHash: addressHashOf(payload.secret, request.headers),
  })
  const day = bangkokDay(new Date())
  return new Response(conversionsCsv(platform, customers, name), {
    headers: {
      ...noStore,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${platform}-offline-conversions-${day}.csv"`,
    },
  })
}
