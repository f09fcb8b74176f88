// What other capabilities may use of experiments, on the server, at any time: nothing here loads the
// configuration, a request-only module or a component, so the Payload configuration may import it.
export { reloadExperiments, runningVariant } from './registry'
export { withVariantHero } from './variant'
export type { RunningExperiment } from './variant'
