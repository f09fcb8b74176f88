import { handleRegistrationPost } from '@/lib/registrations/endpoint'

/** POST /api/v2/register: machine clients, with `Authorization: Bearer <REGISTRATION_API_TOKEN>`. */
export function POST(request: Request) {
  return handleRegistrationPost(request, 'api')
}
