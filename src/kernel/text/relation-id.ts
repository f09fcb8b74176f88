/** The id a relationship field holds, whether Payload gave the id or the populated document. */
export function relationId(value: unknown): number | null {
  if (value && typeof value === 'object') {
    const id = Number((value as { id?: unknown }).id)
    return Number.isFinite(id) ? id : null
  }
  if (value == null || value === '') return null
  const id = Number(value)
  return Number.isFinite(id) ? id : null
}
