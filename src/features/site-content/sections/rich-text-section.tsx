/**
 * Free text a campaign page adds between its sections: HTML rendered from the editor and
 * sanitised on save, drawn with the article's typography.
 */
export function RichTextSection({ html }: { html: string }) {
  if (!html) return null
  return (
    <section className="section-y render-when-near">
      <div
        className="container-page article-content max-w-3xl"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  )
}
