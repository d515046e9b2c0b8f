import { MONITOR_PERMISSIONS } from '@wp/contract'
import { defineModule } from '@wp/kit'

/** The monitoring module: online users, scheduled jobs and their log, keyed by the server's component paths. */
export const monitorModule = /* @__PURE__ */ defineModule({
  name: 'monitor',
  views: {
    'monitor/online/index': () => import('./online/OnlinePage'),
    'monitor/job/index': () => import('./job/JobPage'),
    'monitor/job/log': () => import('./job/JobLogPage'),
  },
  routes: [
    { path: '/job/log', view: 'monitor/job/log', title: '调度日志', activeMenu: '/monitor/job' },
    {
      path: '/monitor/job-log/index/:jobId',
      view: 'monitor/job/log',
      title: '调度日志',
      activeMenu: '/monitor/job',
      digits: ['jobId'],
    },
  ],
  permissions: MONITOR_PERMISSIONS,
})
