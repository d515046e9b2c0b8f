import { Component, type ErrorInfo, type ReactNode } from 'react'

/** One failing view shows its error and leaves the rest of the layout working. */
export class ViewBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('view failed', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" data-testid="view-error" style={{ padding: 24, color: '#cf1322' }}>
        <h3>页面出错了</h3>
        <p>{this.state.error.message}</p>
      </div>
    )
  }
}
