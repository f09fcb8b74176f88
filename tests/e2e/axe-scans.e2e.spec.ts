import { adminAxe, pageAxe } from '../helpers/axe'
import { expect, test } from '../helpers/e2e-test'

// The suite's scans report violations only, in axe's legacy mode (tests/helpers/axe.ts): they
// still find one when there is one, in the page and in a same-origin frame, or every "no
// violations" the suite asserts would hold for nothing.
const frame = `<!doctype html><html lang="th"><head><title>กรอบ</title></head><body><main>
  <input type="text">
</main></body></html>`
const faulty = `<!doctype html><html lang="th"><head><title>ตรวจ</title></head><body><main>
  <h1>หน้าทดสอบ</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
  <iframe title="กรอบ" src="/frame"></iframe>
</main></body></html>`

test('the scans find an unnamed image, an unnamed button and an unlabelled field in a frame', async ({
  page,
}) => {
  // Served from an origin of its own, the frame from the same one, as the live preview is.
  await page.route('http://axe.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: new URL(route.request().url()).pathname === '/frame' ? frame : faulty,
    }),
  )
  await page.goto('http://axe.test/')
  await expect(page.frameLocator('iframe').locator('input')).toBeAttached()
  for (const scan of [pageAxe, adminAxe]) {
    const { violations } = await scan(page).analyze()
    const found = Object.fromEntries(
      violations.map(({ id, nodes }) => [id, nodes.map((node) => node.target.join(' '))]),
    )
    expect(found, scan.name).toMatchObject({
      'image-alt': ['img'],
      'button-name': ['button'],
      label: [['iframe', 'input'].join(' ')],
    })
  }
  // The best-practice rules run only in the public pages' scan.
  const ids = async (scan: typeof pageAxe) =>
    (await scan(page).analyze()).violations.map(({ id }) => id)
  await page.setContent(
    '<!doctype html><html lang="th"><title>ตรวจ</title><body><h3>หัวข้อ</h3></body></html>',
  )
  expect(await ids(pageAxe)).toEqual(expect.arrayContaining(['page-has-heading-one', 'region']))
  expect(await ids(adminAxe)).toEqual([])
})
