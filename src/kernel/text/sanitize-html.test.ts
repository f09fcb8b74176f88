import { describe, expect, it } from 'vitest'

import { sanitizeArticleHtml } from './sanitize-html'

// Known XSS vectors (OWASP filter evasion cheat sheet, html5sec.org and PortSwigger's list).
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="jav&#x0A;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img src=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<img """><script>alert(1)</script>">',
  '<img src=`javascript:alert(1)`>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>x</a>',
  '<p onmouseover="alert(1)">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<textarea autofocus onfocus=alert(1)>',
  '<keygen autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  '<div><img src=x:alert(1) onerror=eval(src)></div>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="https://ok.example" target="_top">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<xss id=x tabindex=1 onfocusin=alert(1)></xss>',
]

/** What must never appear in sanitised output, whatever the payload. */
function assertHarmless(output: string) {
  const lower = output.toLowerCase()
  expect(lower).not.toMatch(
    /<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|select|textarea|body|video|audio|source|details|marquee|template|noscript|isindex|keygen|xss)\b/,
  )
  expect(lower).not.toMatch(/\son[a-z]+\s*=/)
  expect(lower).not.toMatch(
    /(href|src|action|formaction|background|srcdoc|data)\s*=\s*["']?\s*(javascript|vbscript|data):/,
  )
  expect(lower).not.toMatch(/style\s*=/)
  expect(lower).not.toMatch(/href="\/\//)
}

describe('sanitizeArticleHtml', () => {
  it('is tested against at least 50 known XSS payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50)
  })

  it.each(payloads)('neutralises %s', (payload) => {
    const output = sanitizeArticleHtml(payload)
    assertHarmless(output)
    // Also harmless when wrapped in allowed markup.
    assertHarmless(sanitizeArticleHtml(`<p>ก่อน ${payload} หลัง</p>`))
  })

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>หัวข้อ</h2><p>ข้อความ <strong>ตัวหนา</strong> <em>เอียง</em> <u>ขีดเส้น</u></p>' +
      '<ul><li>หนึ่ง</li></ul><ol start="3"><li>สาม</li></ol><blockquote>อ้างอิง</blockquote>'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })

  it('opens external links safely in a new tab and leaves internal ones alone', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com/x">ลิงก์</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">ลิงก์</a>',
    )
    expect(sanitizeArticleHtml('<a href="/pdpa" target="_blank" rel="opener">นโยบาย</a>')).toBe(
      '<a href="/pdpa">นโยบาย</a>',
    )
  })

  it('keeps phone and e-mail links', () => {
    expect(sanitizeArticleHtml('<a href="tel:021234567">โทร</a>')).toBe(
      '<a href="tel:021234567">โทร</a>',
    )
    expect(sanitizeArticleHtml('<a href="mailto:a@b.co">อีเมล</a>')).toBe(
      '<a href="mailto:a@b.co">อีเมล</a>',
    )
  })

  it('turns an h1 into an h2 so the page keeps one h1', () => {
    expect(sanitizeArticleHtml('<h1>ชื่อ</h1>')).toBe('<h2>ชื่อ</h2>')
  })

  it('drops the contents of a script rather than showing them as text', () => {
    expect(sanitizeArticleHtml('<p>ก</p><script>alert(1)</script>')).toBe('<p>ก</p>')
  })
})
