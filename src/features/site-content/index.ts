// What other capabilities may use of site-content, on the server, at any time: nothing here loads the
// configuration, a request-only module or a component, so the Payload configuration may import it.
export { layoutField } from './blocks'
export { messages } from './content/messages'
export { redirectOnRename } from './redirects'
export {
  contactContent,
  equipmentContent,
  faqContent,
  featuresContent,
  heroContent,
  pricingContent,
  problemsContent,
  resultsContent,
  richTextHtml,
  trustedContent,
  userGroupsContent,
  workflowContent,
} from './sections'
export type { registerContent } from './sections'
