/** Hides the pointer after `idleMs` without movement (a wall has no one at the mouse); any move shows it again. */
export function hideCursorWhenIdle(target: HTMLElement, idleMs = 3000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const idle = () => {
    target.style.cursor = 'none'
    target.dataset.cursor = 'hidden'
  }
  const moved = () => {
    target.style.cursor = ''
    target.dataset.cursor = 'shown'
    clearTimeout(timer)
    timer = setTimeout(idle, idleMs)
  }
  moved()
  window.addEventListener('mousemove', moved)
  window.addEventListener('pointerdown', moved)
  return () => {
    clearTimeout(timer)
    window.removeEventListener('mousemove', moved)
    window.removeEventListener('pointerdown', moved)
  }
}
