import { useId } from 'react'

/**
 * A name for an antd `<Form>` that no other form on the page shares: `<prefix>-<n>`. antd gives each field the id
 * `<form name>_<field>` (the label's `for`), and a form without a name gives the bare field name — so the search form
 * and a dialog over it, both with a `userName` field, would give two elements the id `userName` (the label of one
 * then points at the other's input). Every form of the shared layer is named through this.
 */
export function useFormName(prefix: string): string {
  // React's ids carry punctuation («r1», _r_1_, :r1:) that a CSS selector would have to escape
  return `${prefix}-${useId().replace(/[^A-Za-z0-9]/g, '')}`
}
