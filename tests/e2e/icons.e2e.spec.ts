import { expect, test } from '../helpers/e2e-test'

/*
 * Browsers ask for /favicon.ico on every page whatever the HTML says; home screens use the Apple
 * touch icon and the manifest. Each must answer, with its type, and the pages must point to them.
 */
test('/favicon.ico answers 200 as an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
  expect((await response.body()).byteLength).toBeGreaterThan(0)
})

for (const path of ['/', '/articles', '/pdpa', '/no-such-page']) {
  test(`${path} links the icons and the manifest, and each answers with its type`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text()
    const href = (pattern: RegExp) => html.match(pattern)?.[1]?.replaceAll('&amp;', '&')

    const icon = href(/<link rel="icon" href="([^"]+)"[^>]*type="image\/(?:png|svg\+xml|x-icon)"/)
    const apple = href(/<link rel="apple-touch-icon" href="([^"]+)"/)
    const manifest = href(/<link rel="manifest" href="([^"]+)"/)
    expect(icon, 'icon link').toBeTruthy()
    expect(apple, 'apple-touch-icon link').toBeTruthy()
    expect(manifest, 'manifest link').toBe('/manifest.webmanifest')

    const iconResponse = await request.get(icon!)
    expect(iconResponse.status()).toBe(200)
    expect(iconResponse.headers()['content-type']).toMatch(/^image\//)

    const appleResponse = await request.get(apple!)
    expect(appleResponse.status()).toBe(200)
    expect(appleResponse.headers()['content-type']).toContain('image/png')
  })
}

test('/manifest.webmanifest names the product in its colours, with icons that exist', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await response.json()
  expect(manifest.name).toBeTruthy()
  expect(manifest.short_name).toBeTruthy()
  expect(manifest.lang).toBe('th')
  expect(manifest.theme_color).toBe('#0e7c86')
  expect(manifest.start_url).toBe('/')
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const iconResponse = await request.get(icon.src)
    expect(iconResponse.status(), icon.src).toBe(200)
    expect(iconResponse.headers()['content-type'], icon.src).toBe(icon.type)
  }
})
