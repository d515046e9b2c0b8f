// @wp/workflow: process designer, definitions, task handling, forms and the form builder. Consumed through this file.
export { workflowModule } from './module'
export { workflowMobile } from './mobile'
