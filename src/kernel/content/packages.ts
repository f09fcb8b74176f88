/** The packages the system is sold in, by name (the prices, the sign-up and sales' routing). */
export const packageNames = ['Mini', 'More', 'Ultimate'] as const

export type PackageName = (typeof packageNames)[number]
