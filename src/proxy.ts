import { NextResponse, type NextRequest } from 'next/server'

/**
 * Runs before routing. A path with broken percent-encoding (e.g. /%E0%A4%A) makes Next's router
 * throw, which would surface as a 500; answer such requests with a plain 400 instead.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname)
  } catch {
    return new NextResponse('Bad Request: malformed URL', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return NextResponse.next()
}
