import type { Access } from 'payload'

/** Everyone, including anonymous visitors. */
export const anyone: Access = () => true
