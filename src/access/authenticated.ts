import type { PayloadRequest } from 'payload'

/** Only a logged-in staff member (any admin user). */
export const authenticated = ({ req }: { req: PayloadRequest }): boolean => Boolean(req.user)
