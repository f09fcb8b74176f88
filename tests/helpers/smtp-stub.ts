import type { AddressInfo } from 'node:net'
import { createServer, type Socket } from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }

/**
 * A minimal SMTP server on 127.0.0.1 (the mail relay is outside our system): accepts every
 * message, keeps it, and answers as a relay does. No TLS, no authentication.
 */
export async function startSmtpStub(port = 0) {
  const received: ReceivedMail[] = []
  /** While true, every message is refused (a relay that is down or has revoked our account). */
  const state = { refusing: false }
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let buffer = ''
    let inData = false
    let mail: ReceivedMail = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 stub ESMTP')
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          mail.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(mail)
          mail = { from: '', to: [], data: '' }
          reply('250 OK queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 stub')
        else if (verb === 'MAIL') {
          if (state.refusing) {
            reply('554 5.7.1 Service unavailable')
            continue
          }
          mail.from = line.replace(/^MAIL FROM:\s*/i, '')
          reply('250 OK')
        } else if (verb === 'RCPT') {
          mail.to.push(line.replace(/^RCPT TO:\s*/i, ''))
          reply('250 OK')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'QUIT') {
          reply('221 Bye')
          socket.end()
        } else reply('250 OK')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuse: (refusing: boolean) => {
      state.refusing = refusing
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** The text of a received message, its body decoded as the mail client would. */
export function messageText(data: string): string {
  const [head, ...rest] = data.split('\r\n\r\n')
  const body = rest.join('\r\n\r\n')
  return /content-transfer-encoding:\s*base64/i.test(head)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body.replace(/=\r\n/g, '').replace(/=3D/gi, '=')
}
