/** No one through the API; only our own guarded server code (overrideAccess) may act. */
export const nobody = (): boolean => false
