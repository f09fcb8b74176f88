import {
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FlattenedField,
  type Payload,
  type Where,
} from 'payload'

import { publicError } from '@/kernel/api/public-error'

/**
 * One rule for every collection: an id, a filter value, a limit or a page that cannot mean
 * anything is the client's mistake, answered 400 before the database adapter sees it (which
 * would otherwise throw on `new Date('not-a-date')`, a word compared with an integer column or
 * `OFFSET -60`, and answer 500). Only the shape is checked; whether the client may ask is the
 * collection's access.
 */

/** Row ids are integers in both databases (PostgreSQL's serial is a 32-bit integer). */
const maxId = 2_147_483_647
const maxLimit = 10_000
const maxPage = 1_000_000
/** What both databases and JavaScript's Date can hold: years 1 to 9999. */
const earliest = Date.UTC(1, 0, 1) - 1
const latest = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

/** Operators that only mean something on a point field (none of ours has one). */
const geoOperators = new Set(['near', 'within', 'intersects'])
const listOperators = new Set(['in', 'not_in', 'all'])
const comparisons = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  ...listOperators,
])

const queryGuardMessages = {
  id: (value: unknown) => `รหัสเอกสารไม่ถูกต้อง: ${String(value).slice(0, 40)}`,
  date: (path: string) => `ค่าของ ${path} ต้องเป็นวันที่ที่ถูกต้อง`,
  number: (path: string) => `ค่าของ ${path} ต้องเป็นตัวเลข`,
  operator: (path: string, operator: string) => `ใช้ตัวกรอง ${operator} กับ ${path} ไม่ได้`,
  boolean: (path: string) => `ค่าของ ${path} ต้องเป็น true หรือ false`,
  limit: `จำนวนต่อหน้า (limit) ต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง ${maxLimit.toLocaleString('en-US')}`,
  page: `หน้า (page) ต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง ${maxPage.toLocaleString('en-US')}`,
}

function refuse(message: string): never {
  throw publicError(message, 400)
}

export function isRowId(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : value
  return (
    typeof text === 'string' &&
    /^\d{1,10}$/.test(text) &&
    Number(text) >= 1 &&
    Number(text) <= maxId
  )
}

function isDateValue(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const time = new Date(value).getTime()
  return !Number.isNaN(time) && time >= earliest && time <= latest
}

function isNumberValue(value: unknown): boolean {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= 1e15
}

const isBooleanValue = (value: unknown) =>
  typeof value === 'boolean' || value === 'true' || value === 'false'

/** The values an operator compares with: a list for in/not_in/all, else the one value. */
function valuesOf(operator: string, value: unknown): unknown[] {
  if (!listOperators.has(operator)) return [value]
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? value.split(',') : [value]
}

type Resolved = { kind: 'id' } | { kind: 'field'; field: FlattenedField } | { kind: 'unchecked' }

/** The field a dotted path ends on, following groups, arrays and relationships. */
function resolvePath(payload: Payload, fields: FlattenedField[], path: string): Resolved {
  const [head, ...rest] = path.split('.')
  if (head === 'id' && rest.length === 0) return { kind: 'id' }
  const field = fields.find((candidate) => candidate.name === head)
  if (!field) return { kind: 'unchecked' }
  if (rest.length === 0) return { kind: 'field', field }
  if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) {
    return resolvePath(payload, field.flattenedFields, rest.join('.'))
  }
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    Array.isArray(field.relationTo)
  ) {
    // A relationship to several collections is stored as {relationTo, value}.
    return rest.join('.') === 'value' ? { kind: 'id' } : { kind: 'unchecked' }
  }
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string'
  ) {
    const related = payload.collections[field.relationTo]?.config.flattenedFields
    return related ? resolvePath(payload, related, rest.join('.')) : { kind: 'unchecked' }
  }
  return { kind: 'unchecked' }
}

function checkCondition(path: string, resolved: Resolved, operator: string, value: unknown) {
  if (resolved.kind === 'unchecked') return
  const type = resolved.kind === 'id' ? 'id' : resolved.field.type
  if (geoOperators.has(operator) && type !== 'point')
    refuse(queryGuardMessages.operator(path, operator))
  if (operator === 'exists') {
    if (!isBooleanValue(value)) refuse(queryGuardMessages.boolean(path))
    return
  }
  if (!comparisons.has(operator) || value === null || value === undefined || value === '') return
  for (const item of valuesOf(operator, value)) {
    if (type === 'id') {
      if (!isRowId(item)) refuse(queryGuardMessages.id(item))
    } else if (type === 'date') {
      if (!isDateValue(item)) refuse(queryGuardMessages.date(path))
    } else if (type === 'number') {
      if (!isNumberValue(item)) refuse(queryGuardMessages.number(path))
    } else if (type === 'checkbox') {
      if (!isBooleanValue(item)) refuse(queryGuardMessages.boolean(path))
    } else if (
      (type === 'relationship' || type === 'upload') &&
      resolved.kind === 'field' &&
      typeof (resolved.field as { relationTo?: unknown }).relationTo === 'string' &&
      typeof item !== 'object'
    ) {
      if (!isRowId(item)) refuse(queryGuardMessages.id(item))
    }
  }
}

/** Walks a where clause (and/or nesting included) and refuses the first meaningless value. */
function checkWhere(payload: Payload, fields: FlattenedField[], where: Where | undefined) {
  if (!where || typeof where !== 'object') return
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const nested of condition) checkWhere(payload, fields, nested as Where)
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const resolved = resolvePath(payload, fields, key)
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      checkCondition(key, resolved, operator, value)
    }
  }
}

function checkPaging(limit: unknown, page: unknown) {
  if (limit !== undefined && limit !== null && limit !== '') {
    const number = Number(limit)
    if (!Number.isInteger(number) || number < 0 || number > maxLimit)
      refuse(queryGuardMessages.limit)
  }
  if (page !== undefined && page !== null && page !== '') {
    const number = Number(page)
    if (!Number.isInteger(number) || number < 1 || number > maxPage) refuse(queryGuardMessages.page)
  }
}

export const rejectMalformedQueries: CollectionBeforeOperationHook = ({
  args,
  collection,
  req,
}) => {
  const { id, where, limit, page } = args as {
    id?: unknown
    where?: Where
    limit?: unknown
    page?: unknown
  }
  if (id !== undefined && id !== null && !isRowId(id)) refuse(queryGuardMessages.id(id))
  checkWhere(req.payload, collection.flattenedFields, where)
  checkPaging(limit, page)
  return args
}

/** The rule, added to a collection's own beforeOperation hooks. */
export function withQueryGuard<T extends Pick<CollectionConfig, 'hooks'>>(collection: T): T {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [rejectMalformedQueries, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}
