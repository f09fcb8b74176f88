// The forms' validation, fetched on demand through lazyResolver (lazy-resolver.ts): the only
// module of a form that brings zod to the browser. The schemas are the server's own.
import { zodResolver } from '@hookform/resolvers/zod'

import { leadFormSchema } from '@/lib/validation/lead'
import { registrationFormSchema } from '@/lib/validation/registration'

export const leadFormResolver = zodResolver(leadFormSchema)
export const registrationFormResolver = zodResolver(registrationFormSchema)
