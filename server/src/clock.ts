/** The server's notion of now. Tests pass a movable clock instead of sleeping. */
export interface Clock {
  now(): Date
  /** `now()` in milliseconds without making a Date (the caches ask on every request). */
  nowMs?(): number
}

export const systemClock: Clock = { now: () => new Date(), nowMs: Date.now }

export class ManualClock implements Clock {
  private t: number
  constructor(start: Date | number = Date.now()) {
    this.t = typeof start === 'number' ? start : start.getTime()
  }
  now() {
    return new Date(this.t)
  }
  nowMs() {
    return this.t
  }
  advance(ms: number) {
    this.t += ms
  }
}
