import { handleLeadPost } from '@/features/leads/endpoint'

export const dynamic = 'force-dynamic'

/** POST /api/public/leads: the contact form and outside clients send leads here. */
export const POST = handleLeadPost
