import type { EmailAdapter } from 'payload'

/**
 * The e-mail adapter without SMTP_URL: nothing is sent, and the log says so without whom it was
 * for or its subject (a new lead's subject holds their name). Payload's own stand-in logs both.
 */
export const unconfiguredEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'unconfigured',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: 'Clinic Plus',
  sendEmail: async () => {
    payload.logger.warn('[email] not sent: SMTP_URL is not set')
  },
})
