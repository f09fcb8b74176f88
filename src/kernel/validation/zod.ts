import { z } from 'zod'

// Zod probes `new Function('')` to decide whether to compile fast parsers. In the browser our
// Content-Security-Policy forbids eval, so the probe showed up as a CSP violation; the
// interpreted parsers are fast enough for forms.
z.config({ jitless: true })

export { z }
