// 项目管理: the project and report descriptions, the plan's rows, dictionaries, permissions and the schedule
// arithmetic, shared by server/src/project and packages/project.
export * from './permissions'
export * from './dicts'
export * from './resources'
export * from './rows'
export * from './schedule'
