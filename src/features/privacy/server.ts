// What other capabilities' request-time server code (routes' helpers, server components) may
// use of privacy.
export { CookieSettingsButton } from './components/cookie-settings-button.client'
