// What an anonymous client may send to Payload's REST API for the collections the public reads:
// a malformed id or query value is the client's mistake (400), never a server error (500).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

/** Per collection the public reads: one date field and one text field to query. */
const publicCollections = [
  { slug: 'articles', date: 'publishedAt', text: 'title' },
  { slug: 'media', date: 'createdAt', text: 'alt' },
]

const badQueries = (date: string, text: string) =>
  [
    ['a word as the id', '/abc'],
    ['an id past any integer', '/99999999999999999999999'],
    ['a date that is no date', `?where[${date}][equals]=not-a-date`],
    ['a huge number as a date', `?where[${date}][greater_than]=99999999999999999999`],
    ['a year past the calendar', `?where[${date}][less_than]=275760-09-14`],
    ['a date list with no dates', `?where[${date}][in]=x,y`],
    ['near on a text field', `?where[${text}][near]=1,2,3`],
    ['within on a text field', `?where[${text}][within]=1`],
    ['a word as the id in a filter', '?where[id][equals]=abc'],
    ['a word as a list of ids', '?where[id][in]=a,b'],
    ['a negative limit and page', '?limit=-1&page=-5'],
    ['a page past any integer', '?page=99999999999999999999'],
    ['a word as the limit', '?limit=many'],
    ['an unknown operator', `?where[${text}][regex]=.*`],
  ] as const

describe.each(publicCollections)('anonymous queries of $slug', ({ slug, date, text }) => {
  it.each(badQueries(date, text))('answer 400 to %s', async (_name, query) => {
    const reply = await rest('GET', `/${slug}${query}`)
    expect(reply.status).toBe(400)
    expect(reply.json<{ errors: { message: string }[] }>().errors[0].message).toBeTruthy()
  })

  it('still answer a well-formed query', async () => {
    const reply = await rest(
      'GET',
      `/${slug}?where[${date}][less_than]=2030-01-01&where[${text}][like]=a&limit=5&page=1&depth=0`,
    )
    expect(reply.status).toBe(200)
  })
})
