'use client'

import { useAuth, useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

/**
 * The navigation starts open on a desktop. Payload closes it on every screen up to 1440 px wide
 * (its "large" breakpoint), so a marketer at a 1440 px or 1280 px desktop starts without the
 * list of collections. From 1025 px up, where the navigation is a column beside the page rather
 * than a sheet over it, this opens it again once Payload has closed it, unless the member closed
 * it themselves on a wider screen (Payload keeps that choice as the `nav` preference).
 */
export function DesktopNav({ children }: { children?: ReactNode }) {
  const {
    breakpoints: { l: upTo1440, m: upTo1024 },
  } = useWindowInfo()
  const { setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  const { user } = useAuth()
  const signedIn = Boolean(user)
  useEffect(() => {
    // Signed out (the sign-in screens) there is no navigation, and no preference to read: asked
    // anyway, the request stayed open and the page never went quiet.
    if (!signedIn || !upTo1440 || upTo1024) return
    let current = true
    // Read after Payload's own effect has closed it (a preference is a request away at most).
    void getPreference<{ open?: boolean }>('nav').then((preference) => {
      if (current && preference?.open !== false) setNavOpen(true)
    })
    return () => {
      current = false
    }
  }, [signedIn, upTo1440, upTo1024, getPreference, setNavOpen])
  return <>{children}</>
}
