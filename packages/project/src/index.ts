// @wp/project: 项目管理 (projects, the work plan with its Gantt chart, progress reports). Consumed through this file only.
export { projectModule } from './module'
