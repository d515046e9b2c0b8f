import { z } from 'zod'

/** The user form's field rules, shared by the editor and the import. */
export const userNameField = z
  .string()
  .trim()
  .min(2, '用户账号长度必须介于 2 和 20 之间')
  .max(20, '用户账号长度必须介于 2 和 20 之间')
  .regex(/^[^\s<>"'&\\/]+$/, '用户账号不能包含空格或特殊字符')
export const nickNameField = z
  .string()
  .trim()
  .min(1, '用户昵称不能为空')
  .max(30, '用户昵称长度不能超过30个字符')
  .regex(/^[^<>]*$/, '用户昵称不能包含脚本字符')
export const phoneField = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号码'),
])
export const emailField = z.union([z.literal(''), z.email('请输入正确的邮箱地址').max(50, '邮箱长度不能超过50个字符')])
export const sexField = z.enum(['0', '1', '2'])
