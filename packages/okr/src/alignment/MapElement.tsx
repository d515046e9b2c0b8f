import { AlignmentMap } from './AlignmentMap'
import type { MapLayout } from './mapOption'

const LAYOUTS: readonly string[] = ['TB', 'LR', 'graph']

/** `<wp-okr-alignment layout="LR">`: the alignment map for other pages (layout TB, LR or graph; switchable without). */
export default function MapElement({ layout }: { layout?: string }) {
  return LAYOUTS.includes(layout ?? '') ? <AlignmentMap layout={layout as MapLayout} /> : <AlignmentMap switchable />
}
