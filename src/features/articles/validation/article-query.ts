import { z } from '@/kernel/validation/zod'

/** Integer from a query-string value; empty or missing takes the default. */
const queryInt = (fallback: number, min: number, max: number, name: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : value),
    z.coerce
      .number({ error: `${name} ต้องเป็นตัวเลข` })
      .int(`${name} ต้องเป็นจำนวนเต็ม`)
      .min(min, `${name} ต้องอยู่ระหว่าง ${min} ถึง ${max}`)
      .max(max, `${name} ต้องอยู่ระหว่าง ${min} ถึง ${max}`),
  )

const queryEnum = <T extends [string, ...string[]]>(values: T, fallback: T[number], name: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : value),
    z.enum(values, { error: `${name} ต้องเป็นหนึ่งใน ${values.join(', ')}` }),
  )

const articleSortColumns = ['title', 'publishedAt'] as const

/** The article list query (GET /api/public/articles), with its defaults and limits. */
export const articleQuerySchema = z.object({
  page: queryInt(1, 1, 10_000, 'page'),
  limit: queryInt(100, 1, 100, 'limit'),
  sortColumn: queryEnum([...articleSortColumns], 'title', 'sortColumn'),
  sortDirection: queryEnum(['asc', 'desc'], 'asc', 'sortDirection'),
})

export type ArticleQuery = z.infer<typeof articleQuerySchema>

/** The list our pages show: page 1, 100 items, title ascending. */
export const defaultArticleQuery: ArticleQuery = articleQuerySchema.parse({})
