import { PROJECT_PERMISSIONS as P } from '@wp/contract'
import type { WorkbenchCard } from '@wp/kit'

/** 我的逾期任务 as the workbench declares it (without its loader), also framed on the work plan page. */
export const OVERDUE_CARD = {
  key: 'project-overdue',
  title: '我的逾期任务',
  order: 20,
  column: 'side',
  size: 'small',
  perms: [P.plan.query],
} as const satisfies Omit<WorkbenchCard, 'load'>
