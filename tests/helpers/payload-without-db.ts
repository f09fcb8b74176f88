import { BasePayload, type SanitizedConfig } from 'payload'
import { vi } from 'vitest'

/**
 * Payload booted from a fresh import of src/payload.config.ts with `env` stubbed, without
 * connecting to the database: its adapter has built the schema. The stubs stay in place; the
 * caller undoes them (vi.unstubAllEnvs) when it is done.
 */
export async function payloadWithoutConnection(env: Record<string, string>): Promise<BasePayload> {
  vi.resetModules()
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
  const config: SanitizedConfig = await (await import('@payload-config')).default
  const payload = new BasePayload()
  await payload.init({
    config: { ...config, typescript: { ...config.typescript, autoGenerate: false } },
    disableDBConnect: true,
    disableOnInit: true,
  })
  return payload
}
