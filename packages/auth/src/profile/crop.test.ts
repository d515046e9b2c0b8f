import { describe, expect, it } from 'vitest'
import { clampPan, cropSource, MAX_ZOOM } from './crop'

const base = { width: 400, height: 200, viewport: 300, zoom: 1, dx: 0, dy: 0 }

describe('avatar crop', () => {
  it('takes the centred square of the shorter side at zoom 1', () => {
    expect(cropSource(base)).toEqual({ sx: 100, sy: 0, size: 200 })
  })

  it('zooming in takes a smaller square around the centre', () => {
    const { sx, sy, size } = cropSource({ ...base, zoom: 2 })
    expect(size).toBe(100)
    expect(sx).toBe(150)
    expect(sy).toBe(50)
  })

  it('panning moves the square but never past the image edge', () => {
    expect(cropSource({ ...base, dx: 1000 })).toEqual({ sx: 0, sy: 0, size: 200 })
    expect(cropSource({ ...base, dx: -1000 })).toEqual({ sx: 200, sy: 0, size: 200 })
    expect(clampPan({ ...base, dy: 50 }).dy).toBe(0)
  })

  it('keeps the zoom between 1 and the maximum', () => {
    expect(clampPan({ ...base, zoom: 0.2 }).zoom).toBe(1)
    expect(clampPan({ ...base, zoom: 99 }).zoom).toBe(MAX_ZOOM)
  })
})
