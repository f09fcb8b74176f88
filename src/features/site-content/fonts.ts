import localFont from 'next/font/local'

import { fontLoadScript } from './font-loading'

// Noto Sans Thai, self-hosted from @fontsource, in separate Thai and Latin files (every page has
// Latin too: digits, prices, the word mark). Two weights only (400, 700): medium text (500)
// resolves to 400. All four files are preloaded and use font-display: optional rather than swap
// (the design's choice): with startFontLoads below the faces are ready for the first layout, so the
// page is laid out once, with no swap and no shift (why that matters: font-loading.ts). On a
// connection too slow to fetch ~40 KB in time, that one page view uses the system's Thai font.
export const thaiFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2',
      weight: '700',
    },
  ],
  declarations: [
    { prop: 'unicode-range', value: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC' },
  ],
  display: 'optional',
  variable: '--font-thai',
  // No fallback here: characters outside the Thai range must fall through to the Latin face, and
  // the Latin face's metric-matched fallback covers both scripts while the files load.
  adjustFontFallback: false,
  fallback: [],
})

export const latinFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'optional',
  variable: '--font-latin',
  fallback: ['Arial', 'sans-serif'],
})

/** Started from the top of <body>; see font-loading.ts. */
export const startFontLoads = fontLoadScript([
  { weight: '400', family: thaiFont.style.fontFamily, sample: 'ก' },
  { weight: '700', family: thaiFont.style.fontFamily, sample: 'ก' },
  { weight: '400', family: latinFont.style.fontFamily, sample: 'a' },
  { weight: '700', family: latinFont.style.fontFamily, sample: 'a' },
])
