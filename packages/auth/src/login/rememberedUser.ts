/** "Remember me" keeps the user name only, never the password. */
export const REMEMBER_KEY = 'login-remember'
export const USERNAME_KEY = 'login-username'

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
const local = (): Store => (typeof localStorage === 'undefined' ? null : localStorage)

export function readRemembered(storage: Store = local()): { remember: boolean; username: string } {
  try {
    const remember = storage?.getItem(REMEMBER_KEY) === '1'
    return { remember, username: remember ? (storage?.getItem(USERNAME_KEY) ?? '') : '' }
  } catch {
    return { remember: false, username: '' }
  }
}

export function writeRemembered(remember: boolean, username: string, storage: Store = local()): void {
  try {
    if (remember) {
      storage?.setItem(REMEMBER_KEY, '1')
      storage?.setItem(USERNAME_KEY, username)
    } else {
      storage?.removeItem(REMEMBER_KEY)
      storage?.removeItem(USERNAME_KEY)
    }
  } catch {
    /* storage disabled: nothing remembered */
  }
}
