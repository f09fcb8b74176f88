import { capabilityPlugin } from '@/kernel/plugin'

import { Registrations } from './collections/registrations'
import { RegisterPage } from './globals/register-page'

/** The trial sign-ups (/register and the registration API) and the sign-up page's content. */
export const registrationsPlugin = capabilityPlugin({
  collections: [Registrations],
  globals: [RegisterPage],
})
