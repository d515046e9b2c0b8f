import { put, type ApiResult } from '@wp/kit'

/** Changes the signed-in user's password (the server ends their other sessions, this one stays). */
export async function updatePassword(oldPassword: string, newPassword: string): Promise<void> {
  await put<ApiResult>('/system/user/profile/updatePwd', { oldPassword, newPassword })
}
