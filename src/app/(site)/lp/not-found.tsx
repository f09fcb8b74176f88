import { CampaignNotFound } from '@/features/campaign-pages/components/campaign-not-found'

export default function CampaignPageNotFound() {
  return <CampaignNotFound />
}
