import { revalidateArticlePages } from '@/lib/articles/cache'

/**
 * Exists only when ENABLE_TEST_ROUTES=1 (the end-to-end and benchmark servers): they recreate
 * their database on every start, so pages cached from an earlier copy are expired first.
 */
export function POST() {
  if (process.env.ENABLE_TEST_ROUTES !== '1') return new Response('Not Found', { status: 404 })
  revalidateArticlePages()
  return Response.json({ code: 200, message: 'refreshed' })
}
