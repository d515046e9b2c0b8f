import { PageFrame } from '@wp/ui'

/** An inner-link menu entry (component InnerLink): the linked page in a frame filling the page area. */
export function InnerLink({ src, title }: { src: string; title?: string }) {
  return <PageFrame src={src} title={title ?? src} testId="inner-link-frame" />
}
