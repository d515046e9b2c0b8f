import { AlignmentMap } from './AlignmentMap'

/** /okr/alignmenttest3: the map as a graph of every link (dashed: extra alignments). */
export default function GraphPage() {
  return <AlignmentMap layout="graph" />
}
