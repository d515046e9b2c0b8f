import { AlignmentMap } from './AlignmentMap'

/** /okr/alignmenttest2: the map as a left-right tree. */
export default function LeftRightPage() {
  return <AlignmentMap layout="LR" />
}
