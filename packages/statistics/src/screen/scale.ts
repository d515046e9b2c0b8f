/** The big screens are designed for a 1920×1080 wall. */
export const DESIGN_WIDTH = 1920
export const DESIGN_HEIGHT = 1080

export interface StageFit {
  /** the factor applied to the 1920×1080 stage */
  scale: number
  /** where the scaled stage starts inside the viewport (the letterbox bars on the sides or above and below) */
  left: number
  top: number
}

/**
 * Fits the design stage into a viewport keeping its aspect ratio: the smaller of the two ratios wins and the stage is
 * centred, so a 16:10 or 4:3 screen shows bars instead of a stretched picture.
 */
export function fitStage(
  viewportWidth: number,
  viewportHeight: number,
  designWidth = DESIGN_WIDTH,
  designHeight = DESIGN_HEIGHT,
): StageFit {
  if (!(viewportWidth > 0) || !(viewportHeight > 0)) return { scale: 1, left: 0, top: 0 }
  const scale = Math.min(viewportWidth / designWidth, viewportHeight / designHeight)
  return {
    scale,
    left: (viewportWidth - designWidth * scale) / 2,
    top: (viewportHeight - designHeight * scale) / 2,
  }
}
