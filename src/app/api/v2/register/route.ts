import { handleApiRegistration } from '@/features/registrations/endpoint'

/** POST /api/v2/register: machine clients, with `Authorization: Bearer <REGISTRATION_API_TOKEN>`. */
export const POST = handleApiRegistration
