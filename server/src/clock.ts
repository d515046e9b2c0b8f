/** The server's notion of now. Tests pass a movable clock instead of sleeping. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export class ManualClock implements Clock {
  private t: number
  constructor(start: Date | number = Date.now()) {
    this.t = typeof start === 'number' ? start : start.getTime()
  }
  now() {
    return new Date(this.t)
  }
  advance(ms: number) {
    this.t += ms
  }
}
