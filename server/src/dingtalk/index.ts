import type { ServerModule } from '../platform/module'
import { dingTalkMessenger } from './notices'
import { dingTalkRoutes } from './routes'
import * as tables from './schema'

/**
 * 钉钉: silent login of the H5 host (JSAPI auth code → session), binding a DingTalk user to an account once, the
 * desktop web sign-in, the bindings in the personal centre and on the user list, and the platform's messenger:
 * outbox messages (a task reached someone, a reminder) go out as DingTalk work notices.
 */
export const dingtalkModule: ServerModule = {
  name: 'dingtalk',
  tables,
  routes: dingTalkRoutes,
  provides: { messenger: () => dingTalkMessenger },
}
