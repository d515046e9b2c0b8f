import type { MobileView } from '@wp/kit'

/**
 * The workflow module's phone screens (its manifest's `mobile`), shown by the DingTalk host at /h5/<path>:
 * `approval` — the 待办 / 已办 / 我发起的 lists, a task (`?taskId=`, the link of the work notice) and 发起审批.
 */
export const workflowMobile: readonly MobileView[] = [
  { path: 'approval', title: '审批', load: () => import('./ApprovalApp') },
]
