// @wp/techrefit: the technical-renovation project libraries. Consumed through this file only.
export { techrefitModule } from './module'
