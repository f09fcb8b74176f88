import { handleScriptlessLead } from '@/features/leads/scriptless'

export const dynamic = 'force-dynamic'

/** POST /api/public/leads/form: the contact form sent by the browser itself, without a script. */
export const POST = handleScriptlessLead
