import { handleScriptlessRegistration } from '@/features/registrations/scriptless'

export const dynamic = 'force-dynamic'

/** POST /api/public/register/form: the sign-up form sent by the browser itself, without a script. */
export const POST = handleScriptlessRegistration
