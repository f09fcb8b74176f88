// The click ids ad networks add to a landing address. Plain JavaScript: the channel rules
// (kernel/attribution/channel.ts), the page-view counter (features/insights/views) and the conversions export share it.

/** Click ids the ad networks add (Google, Microsoft, Meta, TikTok, LINE): a click from an ad. */
export const adClickIds = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'fbclid',
  'ttclid',
  'ldtag_cl',
]

/**
 * The ones the site keeps with a lead, with advertising consent, to report a won customer.
 * @type {readonly ['gclid', 'gbraid', 'wbraid', 'fbclid']}
 */
export const reportedClickIds = /** @type {const} */ (['gclid', 'gbraid', 'wbraid', 'fbclid'])

/**
 * Whether an address (absolute, or a path with its query) carries an ad click id.
 * @param {string} address
 */
export function hasAdClickId(address) {
  try {
    const { searchParams } = new URL(address, 'https://landing.invalid')
    return adClickIds.some((id) => searchParams.has(id))
  } catch {
    return false
  }
}
