import type { ServerModule } from '../platform/module'
import { drainOutbox } from '../workflow/worker'
import { noticeWorker } from './notices'
import { dingTalkRoutes } from './routes'
import * as tables from './schema'

/**
 * 钉钉: silent login of the H5 host (JSAPI auth code → session), binding a DingTalk user to an account once, the
 * desktop web sign-in, the bindings in the personal centre and on the user list, and work notices for new tasks.
 */
export const dingtalkModule: ServerModule = {
  name: 'dingtalk',
  tables,
  routes: dingTalkRoutes,
  // the workflow writes a notice row when a task reaches someone; this module sends it to DingTalk
  workers: [noticeWorker((ctx, sender) => drainOutbox(ctx, sender))],
  security: async () => (await import('./security-samples')).DINGTALK_SECURITY,
}
