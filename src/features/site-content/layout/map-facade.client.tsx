'use client'

import { useState } from 'react'

import { buttonVariants } from '@/components/ui/button'
import { MapPin } from '@/components/ui/icons'

type MapFacadeProps = {
  embedUrl: string
  linkUrl: string
  labels: {
    title: string
    placeholder: string
    load: string
    openExternal: string
    iframeTitle: string
  }
  newTabLabel: string
}

/**
 * A static stand-in for the embedded map: nothing is requested from the map provider until the
 * visitor asks for it, which keeps the page fast and sends no data to a third party by default.
 */
export function MapFacade({ embedUrl, linkUrl, labels, newTabLabel }: MapFacadeProps) {
  const [loaded, setLoaded] = useState(false)

  if (loaded) {
    return (
      <iframe
        src={embedUrl}
        title={labels.iframeTitle}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="aspect-[4/3] w-full rounded-card border border-line bg-primary-50 sm:aspect-video lg:aspect-[4/3]"
      />
    )
  }

  return (
    <div
      className="relative flex aspect-[4/3] w-full flex-col items-center justify-center gap-3 overflow-hidden rounded-card border border-line bg-primary-50 p-6 text-center sm:aspect-video lg:aspect-[4/3]"
      data-testid="map-facade"
    >
      <svg
        aria-hidden="true"
        className="absolute inset-0 size-full text-primary-200"
        preserveAspectRatio="none"
        viewBox="0 0 400 300"
      >
        <path
          d="M0 210 L120 170 L200 190 L400 120"
          stroke="currentColor"
          strokeWidth="14"
          fill="none"
        />
        <path d="M90 0 L130 300" stroke="currentColor" strokeWidth="10" fill="none" />
        <path d="M260 0 L300 140 L280 300" stroke="currentColor" strokeWidth="8" fill="none" />
        <path d="M0 80 L400 60" stroke="currentColor" strokeWidth="5" fill="none" />
      </svg>
      <MapPin aria-hidden="true" className="relative size-10 text-primary-700" />
      <p className="relative max-w-xs text-sm text-muted">{labels.placeholder}</p>
      <div className="relative flex flex-wrap justify-center gap-2">
        {/* A link to the map that works before and without a script; the script shows the map
            here instead. */}
        <a
          href={embedUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault()
            setLoaded(true)
          }}
          className={buttonVariants({ size: 'sm' })}
        >
          {labels.load}
        </a>
        <a
          href={linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {labels.openExternal}
          <span className="sr-only"> {newTabLabel}</span>
        </a>
      </div>
    </div>
  )
}
