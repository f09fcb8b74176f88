import { handleSiteRegistration } from '@/features/registrations/endpoint'

/**
 * POST /api/public/register: the site's own register() (same origin only). The bearer token of
 * /api/v2/register never reaches the browser; this route needs none.
 */
export const POST = handleSiteRegistration
