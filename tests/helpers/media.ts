import type { Payload } from 'payload'

/** A one-pixel PNG: an image any test can upload. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Uploads `onePixelPng` to media as `name`, with its alt text; returns the document. */
export function createTestImage(payload: Payload, name: string, alt = 'ภาพทดสอบ') {
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data: onePixelPng, mimetype: 'image/png', name, size: onePixelPng.length },
    overrideAccess: true,
  })
}
