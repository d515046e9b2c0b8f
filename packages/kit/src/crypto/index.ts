export { encryptPassword } from './encryptPassword'
