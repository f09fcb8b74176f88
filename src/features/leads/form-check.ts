// The lead form's check, fetched when the form is first used (lazyCheck): zod and the server's
// own schema reach the browser only with it.
import { checkWith } from '@/kernel/forms/check-with'

import { leadFormSchema } from './validation/lead'

export const leadFormCheck = checkWith(leadFormSchema)
