import { POST } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'

/** 岗位管理 (component path system/post/index), drawn from the `POST` description. */
export default function PostPage() {
  return <ResourceScreen resource={POST} />
}
