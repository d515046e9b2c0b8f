/** Another page (an inner link, the API docs) in a frame filling the page area under the portal's header and tabs. */
export function PageFrame({
  src,
  title,
  testId,
  minHeight = 400,
}: {
  src: string
  title: string
  testId?: string
  minHeight?: number
}) {
  return (
    <iframe
      src={src}
      title={title}
      data-testid={testId}
      style={{
        width: '100%',
        height: 'calc(100vh - 150px)',
        minHeight,
        border: 0,
        display: 'block',
        background: '#fff',
      }}
    />
  )
}
