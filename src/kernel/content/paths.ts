/** Where a campaign page is served. */
export const campaignPath = (slug: string) => `/lp/${slug}`

/** The team's live preview of a draft (app/(site)/preview), which no visitor sees. */
export const isPreviewPath = (pathname: string) =>
  pathname === '/preview' || pathname.startsWith('/preview/')
