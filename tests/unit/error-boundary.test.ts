// The site's error boundary (src/app/(site)/error.tsx), rendered as Next renders it when a page
// throws: "Unexpected Application Error!" with the error's message.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ErrorPage from '../../src/app/(site)/error'

const render = (error: Error & { digest?: string; statusText?: string }) =>
  renderToStaticMarkup(createElement(ErrorPage, { error, reset: () => undefined }))

describe('the error boundary', () => {
  it('shows the application error with its message, a retry and a way home', () => {
    const html = render(new Error('ทดสอบข้อผิดพลาดของแอปพลิเคชัน'))
    expect(html).toContain(
      '<h1 class="text-2xl font-bold md:text-3xl">Unexpected Application Error!</h1>',
    )
    expect(html).toMatch(/data-testid="error-detail">ทดสอบข้อผิดพลาดของแอปพลิเคชัน<\/p>/)
    expect(html).toContain('ลองใหม่อีกครั้ง')
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>กลับไปหน้าแรก<\/a>/)
  })

  it('prefers the status text, as a router error page does', () => {
    const error = Object.assign(new Error('raw'), { statusText: 'Not Acceptable' })
    expect(render(error)).toMatch(/data-testid="error-detail">Not Acceptable</)
  })

  it('says something useful instead of a redacted server error', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: '12345',
    })
    const html = render(error)
    expect(html).not.toContain('Server Components render')
    expect(html).toContain('ขออภัย ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง')
  })
})
