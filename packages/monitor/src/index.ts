// @wp/monitor: online users, scheduled jobs and the job log. Consumed through this file only.
export { monitorModule } from './module'
