import DotLoading from 'antd-mobile/es/components/dot-loading'
import type { ReactNode } from 'react'

/** A centred "loading" for screens that are on their way (lazy chunks, the sign-in). */
export function Loading({ children, testId }: { children?: ReactNode; testId?: string }) {
  return (
    <div className="h5-center" data-testid={testId}>
      {children}
      <DotLoading />
    </div>
  )
}
