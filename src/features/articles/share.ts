/** Share links for an article's canonical address (a 600 x 400 window). */
const shareWindow = { width: 600, height: 400 } as const

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`
}

export function lineShareUrl(pageUrl: string, title: string): string {
  return (
    'https://social-plugins.line.me/lineit/share' +
    `?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(title)}`
  )
}

/** window.open features for a centred share window of 600 x 400. */
export function shareWindowFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - shareWindow.width) / 2))
  const top = Math.max(0, Math.round((screenHeight - shareWindow.height) / 2))
  return `width=${shareWindow.width},height=${shareWindow.height},left=${left},top=${top},noopener,noreferrer`
}
