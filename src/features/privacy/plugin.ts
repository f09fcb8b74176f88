import { capabilityPlugin } from '@/kernel/plugin'

import { Consents } from './collections/consents'
import { DataSubjectRequests } from './collections/data-subject-requests'
import { PrivacyNotice } from './globals/privacy-notice'
import { applyRetentionTask, purgeSavedFilesTask } from './jobs'

/** Consent records, data-subject requests and the privacy notice (/pdpa). */
export const privacyPlugin = capabilityPlugin({
  collections: [Consents, DataSubjectRequests],
  globals: [PrivacyNotice],
  tasks: [purgeSavedFilesTask, applyRetentionTask],
})
