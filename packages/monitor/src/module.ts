import { defineModule } from '@wp/kit'

/** The monitoring module: online users, scheduled jobs and their log, keyed by the server's component paths. */
export const monitorModule = /* @__PURE__ */ defineModule({
  name: 'monitor',
  views: {
    'monitor/online/index': () => import('./online/OnlinePage'),
    'monitor/job/index': () => import('./job/JobPage'),
    'monitor/job/log': () => import('./job/JobLogPage'),
  },
})
