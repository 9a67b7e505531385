/** Where people reach us; the legal pages and the FAQ name these addresses. */
export const CONTACT = {
  support: 'support@t10.app',
  privacy: 'privacy@t10.app',
  legal: 'legal@t10.app',
} as const
