import { AlignmentMap } from './AlignmentMap'

/** /okr/alignment: the map with its three layouts to choose from. */
export default function AlignmentPage() {
  return <AlignmentMap switchable />
}
