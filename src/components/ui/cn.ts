import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. No class merging (tailwind-merge would add ~20 KB to every client island):
 * components give callers separate props where a class would otherwise be overridden.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
