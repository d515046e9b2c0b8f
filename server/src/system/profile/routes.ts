import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { okAfter, okWith } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { BusinessType } from '../../http/oplog'
import type { Router } from '../../http/route'
import { requiredText } from '../../http/validation'
import { storeFile } from '../../files/service'
import { sysPost } from '../../directory/post/schema'
import { sysUserPost } from '../../directory/user/schema'
import { getInfo } from '../user/info'
import * as service from './service'

const TITLE = '个人信息'
const phone = z.union([z.literal(''), z.string().regex(/^1[3-9]\d{9}$/, '请输入正确的手机号码')])
const email = z.union([z.literal(''), z.email('请输入正确的邮箱地址').max(50)])

/** The personal centre: every signed-in user may read and change their own profile and password. */
export function profileRoutes(r: Router, ctx: AppContext) {
  r.get('/system/user/profile', {
    access: 'signed-in',
    summary: '个人信息',
    beforePasswordChange: true,
    handler: async ({ user }) => {
      const info = await getInfo(ctx, user)
      const posts = await ctx.db
        .select({ postName: sysPost.postName })
        .from(sysUserPost)
        .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
        .where(eq(sysUserPost.userId, user.userId))
      return okWith({
        data: info.user,
        roleGroup: info.user.roles.map((x) => x.roleName).join(','),
        postGroup: posts.map((p) => p.postName).join(','),
      })
    },
  })
  r.put('/system/user/profile', {
    access: 'signed-in',
    summary: '修改个人信息',
    body: z.object({
      nickName: requiredText(30),
      phonenumber: phone.default(''),
      email: email.default(''),
      sex: z.enum(['0', '1', '2']).default('2'),
    }),
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: ({ body, user }) => okAfter(service.updateProfile(ctx, user, body)),
  })
  r.put('/system/user/profile/updatePwd', {
    access: 'signed-in',
    summary: '修改密码（其他会话随之结束）',
    beforePasswordChange: true,
    body: z.object({ oldPassword: z.string().min(1).max(50), newPassword: z.string().min(1).max(50) }),
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: ({ body, user }) => okAfter(service.changePassword(ctx, user, body.oldPassword, body.newPassword)),
  })
  r.post('/system/user/profile/avatar', {
    access: 'signed-in',
    summary: '上传头像（multipart 字段 avatarfile 或 file，仅图片）',
    bodyLimit: 5 * 1024 * 1024,
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: async ({ raw, user }) => {
      const part = raw.isMultipart() ? await raw.file() : undefined
      if (!part || !['avatarfile', 'file'].includes(part.fieldname)) throw new ServiceError('请选择头像图片', 400)
      const stored = await storeFile(ctx, part.file, part.filename, user.userName)
      if (!stored.mime.startsWith('image/')) throw new ServiceError('头像只能是图片文件', 415)
      await service.setAvatar(ctx, user, stored.url)
      return okWith({ imgUrl: stored.url })
    },
  })
}
