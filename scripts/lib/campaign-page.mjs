// A published campaign page built from the seeded home page's sections, for the benchmarks and
// the screenshots: what marketing would make for a promotion (hero, features, stories, pricing,
// FAQ, the lead form), through the admin's REST API as the scripts' admin.
import { fetchWithDeadline, readJsonWithDeadline } from './fetch-with-deadline.mjs'
import { scriptAdmin } from './server.mjs'

export const benchCampaignSlug = 'bench-promo'

/** Makes the page (once) and returns its address. */
export async function ensureCampaignPage(url, slug = benchCampaignSlug) {
  const login = await fetchWithDeadline(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(scriptAdmin),
  })
  const { token } = await readJsonWithDeadline(login, "logging in as the scripts' admin")
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const existing = await readJsonWithDeadline(
    await fetchWithDeadline(`${url}/api/pages?where[slug][equals]=${slug}&depth=0`, { headers }),
    'looking for the campaign page',
  )
  if (existing.docs.length === 0) {
    const home = await readJsonWithDeadline(
      await fetchWithDeadline(`${url}/api/globals/home-page?depth=0`, { headers }),
      'reading the home page',
    )
    const wanted = ['hero', 'features', 'results', 'pricing', 'faq', 'contact']
    const layout = home.layout
      .filter((block) => wanted.includes(block.blockType))
      .map(({ id: _id, ...block }) => block)
    await readJsonWithDeadline(
      await fetchWithDeadline(`${url}/api/pages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: 'โปรโมชันคลินิกเปิดใหม่',
          slug,
          layout,
          seo: {
            title: 'โปรโมชันระบบคลินิกสำหรับคลินิกเปิดใหม่ | Clinic Plus',
            description: 'ระบบบริหารคลินิกบนคลาวด์ ทดลองใช้ฟรี ย้ายข้อมูลให้ฟรี พร้อมทีมงานช่วยตั้งค่าระบบให้ทั้งคลินิก',
          },
          _status: 'published',
        }),
      }),
      'creating the campaign page',
    )
  }
  return `/lp/${slug}`
}
