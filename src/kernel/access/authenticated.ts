import type { PayloadRequest } from 'payload'

import { staffUser } from '@/kernel/access/roles'

/** Only a logged-in staff member, past the second factor when their role needs one. */
export const authenticated = ({ req }: { req: PayloadRequest }): boolean => Boolean(staffUser(req))
