import { handleRegistrationPost } from '@/lib/registrations/endpoint'

/**
 * POST /api/public/register: the site's own register() (same origin only). The bearer token of
 * /api/v2/register never reaches the browser; this route needs none.
 */
export function POST(request: Request) {
  return handleRegistrationPost(request, 'site')
}
