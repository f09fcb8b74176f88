import { buttonVariants } from '@/components/ui/button'
import { ArrowLeft } from '@/components/ui/icons'
import { PageLink } from '@/components/ui/page-link'
import type { PdpaBlock, PdpaNotice } from '@/kernel/content/types'

import { noticePageText } from '../content/notice-page'

function Block({ block }: { block: PdpaBlock }) {
  if (block.type === 'ul') {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-primary-600">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )
  }
  return <p>{block.text}</p>
}

/**
 * The privacy notice, as /pdpa and its live preview show it, inside the site's page (the route
 * gives it the page's main element, on the notice's tinted background, and the footer).
 */
export function PrivacyNoticeView({ notice: pdpaNotice }: { notice: PdpaNotice }) {
  return (
    <article className="container-page max-w-4xl py-10 md:py-16">
      <PageLink href="/" className={buttonVariants({ variant: 'ghost', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {noticePageText.back}
      </PageLink>
      <header className="mt-6">
        <h1 className="text-3xl font-bold md:text-4xl">{pdpaNotice.title}</h1>
        <p className="mt-3 font-medium text-primary-800">
          <time dateTime={pdpaNotice.effectiveDate}>{pdpaNotice.effectiveText}</time>
        </p>
        <div className="mt-6 space-y-4 text-muted">
          {pdpaNotice.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </header>

      <nav
        aria-labelledby="pdpa-toc"
        className="mt-8 rounded-card border border-line bg-white p-5 shadow-soft"
      >
        <h2 id="pdpa-toc" className="text-lg font-bold">
          {noticePageText.tocHeading}
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {pdpaNotice.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary-800 hover:underline">
                {section.number}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-8 space-y-6">
        {pdpaNotice.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24 rounded-card border border-line bg-white p-5 shadow-soft sm:p-8"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-bold md:text-2xl">
              <span className="text-primary-600">{section.number}.</span> {section.title}
            </h2>
            <div className="mt-4 space-y-4">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>

      <PageLink href="/" className={buttonVariants({ className: 'mt-10' })}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {noticePageText.back}
      </PageLink>
    </article>
  )
}
