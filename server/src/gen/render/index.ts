export { moduleFiles } from './files'
export { formatFiles, PRETTIER_OPTIONS } from './format'
export { planModule, type ModulePlan, type TableInput } from './plan'
