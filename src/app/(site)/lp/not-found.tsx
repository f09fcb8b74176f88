import { CampaignNotFound } from '@/components/pages/campaign-not-found'

export default function CampaignPageNotFound() {
  return <CampaignNotFound />
}
