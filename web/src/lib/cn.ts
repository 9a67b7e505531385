import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names (falsy ones skipped, as clsx does) and lets a later Tailwind class replace an
 * earlier one of the same kind, so a caller's `h-8` overrides a component's `h-10`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
