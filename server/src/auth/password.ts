import bcrypt from 'bcryptjs'

/** bcrypt with cost 10, the family's `$2a$10$` hashes. */
const COST = 10

export const hashPassword = (plain: string) => bcrypt.hash(plain, COST)
export const verifyPassword = (plain: string, hash: string) => bcrypt.compare(plain, hash)
