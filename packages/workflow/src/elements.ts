// Entry of the standalone bundle (/elements/workflow.js): defines <wp-todo-list> and <wp-process-viewer> and offers
// every view as a single-spa parcel.
import { workflowModule } from './module'

workflowModule.defineElements()

export const parcel = workflowModule.parcel
