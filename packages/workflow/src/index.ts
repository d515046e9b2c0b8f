// @wp/workflow: process designer, definitions, task handling, forms and the form builder. Consumed through this file.
export { validateProcess, type DesignProblem } from './designer/validate'
export { workflowMobile } from './mobile'
