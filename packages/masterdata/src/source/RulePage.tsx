import { MDM_RULE } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'

/** 规则: the library of coding and quality rule templates, copied into a model's design when used. */
export default function RulePage() {
  return <ResourceScreen resource={MDM_RULE} />
}
