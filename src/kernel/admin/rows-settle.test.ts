import type { CollectionConfig, Config, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { holdsRows, withRowsSettled } from './rows-settle'

const settle = '@/kernel/admin/rows-settle.client#RowsSettle'

describe('rows settle', () => {
  it('finds rows in lists and sections, however deep in tabs, groups and rows', () => {
    expect(holdsRows([{ name: 'title', type: 'text' }])).toBe(false)
    expect(holdsRows([{ name: 'layout', type: 'blocks', blocks: [] }])).toBe(true)
    expect(
      holdsRows([
        {
          type: 'tabs',
          tabs: [
            { label: 'a', fields: [{ name: 'title', type: 'text' }] },
            {
              label: 'b',
              fields: [
                {
                  name: 'group',
                  type: 'group',
                  fields: [{ type: 'row', fields: [{ name: 'faq', type: 'array', fields: [] }] }],
                },
              ],
            },
          ],
        },
      ]),
    ).toBe(true)
  })

  it('puts itself in the bar of documents with rows only, after what is there', () => {
    const pages: CollectionConfig = {
      slug: 'pages',
      fields: [{ name: 'layout', type: 'blocks', blocks: [] }],
      admin: { components: { edit: { beforeDocumentControls: ['times'] } } },
    }
    const leads: CollectionConfig = { slug: 'leads', fields: [{ name: 'name', type: 'text' }] }
    const pricing: GlobalConfig = {
      slug: 'pricing',
      fields: [{ name: 'packages', type: 'array', fields: [] }],
    }
    const config = withRowsSettled({ collections: [pages, leads], globals: [pricing] } as Config)
    expect(config.collections?.[0]?.admin?.components?.edit?.beforeDocumentControls).toEqual([
      'times',
      settle,
    ])
    expect(config.collections?.[1]).toBe(leads)
    expect(config.globals?.[0]?.admin?.components?.elements?.beforeDocumentControls).toEqual([
      settle,
    ])
  })
})
