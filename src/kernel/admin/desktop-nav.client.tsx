'use client'

import { useAuth, useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The navigation starts open on a desktop. Payload closes it on every screen up to 1440 px wide
 * (its "large" breakpoint), so a marketer at a 1440 px or 1280 px desktop starts without the
 * list of collections. From 1025 px up, where the navigation is a column beside the page rather
 * than a sheet over it, this opens it again once Payload has closed it, unless the member closed
 * it themselves on a wider screen (Payload keeps that choice as the `nav` preference).
 *
 * It reopens in the render right after Payload's closing one, before Payload turns its fade on
 * (100 ms after mounting): opened later, the list faded in over a third of a second on every
 * load, half-transparent text that an accessibility scan taken meanwhile reads as too faint.
 * The preference is a request away, so it is read after opening and closes the list again only
 * in the rare case it says so.
 */
export function DesktopNav({ children }: { children?: ReactNode }) {
  const {
    breakpoints: { l: upTo1440, m: upTo1024 },
  } = useWindowInfo()
  const { navOpen, setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  const { user } = useAuth()
  const signedIn = Boolean(user)
  const desktop = signedIn && upTo1440 === true && upTo1024 === false
  // The breakpoints this has opened the list for: Payload closes it again whenever they change.
  const openedFor = useRef<string | null>(null)
  const widths = `${upTo1440}-${upTo1024}`
  useEffect(() => {
    if (!desktop) {
      openedFor.current = null
      return
    }
    // Still open means Payload has not run its closing yet (it runs after this, its child's,
    // effect in the same commit); wait for the render that shows it closed.
    if (openedFor.current === widths || navOpen) return
    openedFor.current = widths
    setNavOpen(true)
  }, [desktop, widths, navOpen, setNavOpen])
  useEffect(() => {
    // Signed out (the sign-in screens) there is no navigation, and no preference to read: asked
    // anyway, the request stayed open and the page never went quiet.
    if (!desktop) return
    let current = true
    void getPreference<{ open?: boolean }>('nav').then((preference) => {
      if (current && preference?.open === false) setNavOpen(false)
    })
    return () => {
      current = false
    }
  }, [desktop, getPreference, setNavOpen])
  return <>{children}</>
}
