// Loaded on demand by consent-manager: the banner library with its stylesheet, in one chunk
// that is not on the page's critical path.
import 'vanilla-cookieconsent/dist/cookieconsent.css'

export { acceptedCategory, run, showPreferences } from 'vanilla-cookieconsent'
