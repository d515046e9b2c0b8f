/** Geometry of the square avatar crop: the image is scaled to cover the square viewport, then zoomed and panned. */
export interface CropState {
  /** natural size of the image */
  width: number
  height: number
  /** side of the square viewport, in CSS pixels */
  viewport: number
  /** 1 = the shorter side fills the viewport; up to MAX_ZOOM */
  zoom: number
  /** pan from the centred position, in viewport pixels */
  dx: number
  dy: number
}

export const MAX_ZOOM = 4
/** Side of the uploaded avatar, in pixels. */
export const AVATAR_SIZE = 200

export function scaleOf({ width, height, viewport, zoom }: CropState): number {
  return (viewport / Math.min(width, height)) * Math.min(Math.max(zoom, 1), MAX_ZOOM)
}

/** Keeps the image covering the whole viewport: the pan cannot reveal an empty edge. */
export function clampPan(state: CropState): CropState {
  const s = scaleOf(state)
  const maxX = Math.max(0, (state.width * s - state.viewport) / 2)
  const maxY = Math.max(0, (state.height * s - state.viewport) / 2)
  return {
    ...state,
    zoom: Math.min(Math.max(state.zoom, 1), MAX_ZOOM),
    dx: Math.min(maxX, Math.max(-maxX, state.dx)),
    dy: Math.min(maxY, Math.max(-maxY, state.dy)),
  }
}

/** The square of the image (natural pixels) that the viewport shows. */
export function cropSource(state: CropState): { sx: number; sy: number; size: number } {
  const c = clampPan(state)
  const s = scaleOf(c)
  const left = (c.viewport - c.width * s) / 2 + c.dx
  const top = (c.viewport - c.height * s) / 2 + c.dy
  // `0 - x` rather than `-x`: no negative zero at the edges
  return { sx: 0 - left / s, sy: 0 - top / s, size: c.viewport / s }
}
