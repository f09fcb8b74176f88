import { describe, expect, it } from 'vitest'

import { articleQuerySchema, defaultArticleQuery } from './article-query'

describe('articleQuerySchema', () => {
  it('defaults to page 1, 100 items, title ascending', () => {
    expect(defaultArticleQuery).toEqual({
      page: 1,
      limit: 100,
      sortColumn: 'title',
      sortDirection: 'asc',
    })
  })

  it('reads numbers from query-string text', () => {
    expect(articleQuerySchema.parse({ page: '3', limit: '10' })).toMatchObject({
      page: 3,
      limit: 10,
    })
  })

  it.each([
    [{ limit: '0' }],
    [{ limit: '101' }],
    [{ page: '0' }],
    [{ page: '1.5' }],
    [{ page: 'abc' }],
    [{ sortColumn: 'content' }],
    [{ sortDirection: 'up' }],
  ])('rejects %j', (query) => {
    expect(articleQuerySchema.safeParse(query).success).toBe(false)
  })
})
