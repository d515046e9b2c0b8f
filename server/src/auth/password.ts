import { hash, verify } from '@node-rs/bcrypt'

/**
 * bcrypt with cost 10 and the family's `$2a$` prefix, so rows can move between this product and the family's
 * databases both ways. @node-rs/bcrypt hashes on libuv's thread pool: a login no longer holds the event loop for the
 * 100–200 ms a cost-10 hash takes in JavaScript. It verifies `$2a$`, `$2b$` and `$2y$` hashes (bcryptjs, Spring).
 */
const COST = 10

export const hashPassword = (plain: string) => hash(plain, { cost: COST, version: '2a' })
export const verifyPassword = (plain: string, stored: string) => verify(plain, stored)
