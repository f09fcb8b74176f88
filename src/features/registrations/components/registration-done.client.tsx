'use client'

import { useEffect, useRef } from 'react'

import { Button, buttonVariants } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { CheckCircle2 } from '@/components/ui/icons'
import { LineIcon } from '@/components/ui/line-icon'
import { formatCount } from '@/kernel/text/format'

import type { RegisterDoneText } from '../content/register'

export type DoneText = RegisterDoneText & {
  lineUrl: string
  lineLabel: string
  newTab: string
}

/** A request the visitor sent: what the confirmation repeats. */
export type SentRequest = { packageName: string; branches: number }

type Props = {
  done: SentRequest
  text: DoneText
  /** Back to an empty form; without it (a page of its own), a link to /register. */
  onAgain?: () => void
  /** The title's level: h1 on a page of its own (/register/sent), h2 under the page's h1. */
  titleLevel?: 'h1' | 'h2'
}

/** What the visitor sees once the request is stored: what happens next, and LINE for now. */
export function RegistrationDone({ done, text, onAgain, titleLevel: Title = 'h2' }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const Subheading = Title === 'h1' ? 'h2' : 'h3'
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="registration-done-title"
      className="mx-auto max-w-2xl rounded-card border border-line bg-white p-6 text-center shadow-soft sm:p-10"
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-primary-600" />
      <Title
        id="registration-done-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold focus:outline-none"
      >
        {text.title}
      </Title>
      <p className="mt-2 text-lg text-primary-800" data-testid="done-summary">
        {text.summary
          .replace('{package}', done.packageName)
          .replace('{branches}', formatCount(done.branches))}
      </p>
      <Subheading className="mt-8 text-left font-bold">{text.nextHeading}</Subheading>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-left">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-8 text-muted">{text.lineHint}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-3">
        <ExternalLink
          href={text.lineUrl}
          newTabText={text.newTab}
          className={buttonVariants({ variant: 'line' })}
        >
          <LineIcon className="size-5" />
          {text.lineLabel}
        </ExternalLink>
        {onAgain ? (
          <Button variant="secondary" onClick={onAgain}>
            {text.again}
          </Button>
        ) : (
          <a href="/register" className={buttonVariants({ variant: 'secondary' })}>
            {text.again}
          </a>
        )}
      </div>
    </section>
  )
}
