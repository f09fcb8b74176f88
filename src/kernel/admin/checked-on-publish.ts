import type { Block, Field, Validate } from 'payload'
import { validations } from 'payload/shared'

type Options = Parameters<Validate>[1] & { event?: 'onChange' | 'submit' }

/** A save that puts the document before visitors: the server's check of a publication. */
const publishing = (options: Options) =>
  options.event === 'submit' &&
  (options.data as { _status?: string } | undefined)?._status === 'published'

/**
 * A collection whose drafts Payload validates (`versions.drafts.validate`, which is what keeps
 * its "create" screen from saving an empty draft the moment it opens) while its drafts stay as
 * free as Payload's unvalidated drafts: a draft may be half written, and every rule (required
 * fields, lengths, one hero per page) is checked when the document is published, on the server,
 * which answers with the fields named and highlighted. The editor's checks as the member types
 * (event `onChange`) are left to that publication too: they cannot tell a draft from a
 * publication, and failing them would stop the autosave of a half-written section.
 * Returns copies: the page sections' blocks are shared with the home page.
 */
export function checkedOnPublish(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    const copy = { ...field } as Field & {
      validate?: Validate
      fields?: Field[]
      blocks?: Block[]
      tabs?: { fields: Field[] }[]
    }
    if (copy.fields) copy.fields = checkedOnPublish(copy.fields)
    if (copy.blocks) {
      copy.blocks = copy.blocks.map((block) => ({
        ...block,
        fields: checkedOnPublish(block.fields),
      }))
    }
    if (copy.tabs)
      copy.tabs = copy.tabs.map((tab) => ({ ...tab, fields: checkedOnPublish(tab.fields) }))
    if (!('name' in copy) || copy.type === 'richText' || copy.type === 'ui') return copy
    const fallback = validations[copy.type as keyof typeof validations] as Validate | undefined
    // Payload's own default, as its sanitising would set it: the field's settings, then the call's.
    const base: Validate | undefined =
      copy.validate ??
      (fallback && ((value, options) => fallback(value, { ...field, ...options } as never)))
    if (!base) return copy
    copy.validate = ((value: unknown, options: Options) =>
      publishing(options) ? base(value, options) : true) as Validate
    return copy as Field
  })
}
