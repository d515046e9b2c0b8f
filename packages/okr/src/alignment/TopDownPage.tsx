import { AlignmentMap } from './AlignmentMap'

/** /okr/alignmenttest: the map as a top-down tree. */
export default function TopDownPage() {
  return <AlignmentMap layout="TB" />
}
