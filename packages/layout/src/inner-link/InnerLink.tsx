/** An inner-link menu entry (component InnerLink): the linked page in a frame filling the page area. */
export function InnerLink({ src, title }: { src: string; title?: string }) {
  return (
    <iframe
      src={src}
      title={title ?? src}
      data-testid="inner-link-frame"
      style={{
        width: '100%',
        height: 'calc(100vh - 150px)',
        minHeight: 400,
        border: 0,
        display: 'block',
        background: '#fff',
      }}
    />
  )
}
