import type { EmailAdapter } from 'payload'

/**
 * Payload's e-mail adapter over SMTP (SMTP_URL), with nodemailer loaded only when a message is
 * sent. Tests give Payload their own adapter through the same interface.
 */
export function smtpAdapter(url: string, from: string): EmailAdapter {
  const match = /^(?:"?([^"<]*)"?\s*)?<([^>]+)>$/.exec(from.trim())
  const name = match?.[1]?.trim() || 'Clinic Plus'
  const address = match?.[2] ?? from
  return () => ({
    name: 'smtp',
    defaultFromName: name,
    defaultFromAddress: address,
    async sendEmail(message) {
      const nodemailer = await import('nodemailer')
      const transport = nodemailer.createTransport(url)
      return transport.sendMail({ from: { name, address }, ...message })
    },
  })
}
