import { get, put, upload, type ApiResult, type UserInfo } from '@wp/kit'

export interface Profile {
  user: UserInfo & { createTime?: string; dept?: { deptName?: string } | null }
  roleGroup: string
  postGroup: string
}

export interface ProfileInput {
  nickName: string
  phonenumber: string
  email: string
  sex: string
}

export async function getProfile(): Promise<Profile> {
  const res = await get<ApiResult<Profile['user']> & { roleGroup?: string; postGroup?: string }>('/system/user/profile')
  return { user: res.data as Profile['user'], roleGroup: res.roleGroup ?? '', postGroup: res.postGroup ?? '' }
}

export async function updateProfile(input: ProfileInput): Promise<void> {
  await put<ApiResult>('/system/user/profile', input)
}

/** Uploads the cropped avatar (multipart field `avatarfile`); resolves with the server's message when refused. */
export async function uploadAvatar(image: Blob): Promise<{ ok: true } | { ok: false; message: string }> {
  const file = new File([image], 'avatar.png', { type: image.type || 'image/png' })
  const res = await upload('/system/user/profile/avatar', file, { fieldName: 'avatarfile' })
  return res.code === 200 ? { ok: true } : { ok: false, message: res.msg || '上传失败' }
}
