import { MONITOR_PERMISSIONS } from '@wp/contract'
import { defineModule } from '@wp/kit'

const JOB_LOG = { title: '调度日志', activeMenu: '/monitor/job' }

/** The monitoring module: online users, scheduled jobs and their log, keyed by the server's component paths. */
export const monitorModule = /* @__PURE__ */ defineModule({
  name: 'monitor',
  screens: {
    'monitor/online/index': () => import('./online/OnlinePage'),
    'monitor/job/index': () => import('./job/JobPage'),
    'monitor/job/log': {
      load: () => import('./job/JobLogPage'),
      page: [
        { path: '/job/log', ...JOB_LOG },
        { path: '/monitor/job-log/index/:jobId', ...JOB_LOG, digits: ['jobId'] },
      ],
    },
  },
  permissions: MONITOR_PERMISSIONS,
})
