import { encryptPassword } from '../../src/auth/cipher'

/**
 * Signs in as admin over HTTP on a fresh data directory and changes the initial password (until then the server
 * answers nothing else); the bearer token.
 */
export async function benchLogin(base: string) {
  const challenge = (await (await fetch(`${base}/code`)).json()) as { uuid: string; key: string }
  const res = (await (
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'admin',
        password: encryptPassword('admin123', challenge.key),
        uuid: challenge.uuid,
      }),
    })
  ).json()) as { code: number; msg: string; data: { access_token: string } }
  if (res.code !== 200) throw new Error(`login: ${res.msg}`)
  const token = res.data.access_token
  // A fresh data directory: the server answers nothing else until the initial password is changed.
  const changed = (await (
    await fetch(`${base}/system/user/profile/updatePwd`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ oldPassword: 'admin123', newPassword: 'Bench-2026' }),
    })
  ).json()) as { code: number; msg: string }
  if (changed.code !== 200) throw new Error(`password change: ${changed.msg}`)
  return token
}
