/** Mozilla's common-password list (features/staff-accounts/password-policy.ts). */
declare module 'fxa-common-password-list' {
  const commonPasswords: { test(password: string): boolean }
  export default commonPasswords
}
