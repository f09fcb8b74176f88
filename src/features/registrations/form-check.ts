// The sign-up form's check, fetched when the form is first used (lazyCheck): zod and the server's
// own schema reach the browser only with it.
import { checkWith } from '@/kernel/forms/check-with'

import { registrationFormSchema } from './validation/registration'

export const registrationFormCheck = checkWith(registrationFormSchema)
