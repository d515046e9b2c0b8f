// Entry of the standalone bundle (/elements/project.js): a project's Gantt chart (<wp-project-gantt project-id="1">)
// and my projects (<wp-my-projects>) as custom elements, and the views as single-spa parcels.
import { projectModule } from './module'

projectModule.defineElements()

export const parcel = projectModule.parcel
