import type { EmailAdapter } from 'payload'

/** `"Name" <address>` or a bare address, as SMTP_FROM may give it. */
function parseSender(from: string): { name: string; address: string } {
  const match = /^(?:"?([^"<]*)"?\s*)?<([^>]+)>$/.exec(from.trim())
  return { name: match?.[1]?.trim() || 'Clinic Plus', address: match?.[2] ?? from.trim() }
}

/**
 * Payload's nodemailer adapter over SMTP (SMTP_URL), loaded only when SMTP is configured. The
 * transport is not verified at start: a boot never waits on the mail server, and a failed
 * message fails its job, which is retried.
 */
export async function smtpAdapter(url: string, from: string): Promise<EmailAdapter> {
  const [{ nodemailerAdapter }, { default: nodemailer }] = await Promise.all([
    import('@payloadcms/email-nodemailer'),
    import('nodemailer'),
  ])
  const { name, address } = parseSender(from)
  return nodemailerAdapter({
    defaultFromName: name,
    defaultFromAddress: address,
    transport: nodemailer.createTransport(url),
    skipVerify: true,
  })
}
