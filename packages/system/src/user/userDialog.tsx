import { rules, toFormRule } from '@wp/kit'
import { treeChoices, type DialogSpec, type TreeCheckNode } from '@wp/ui'
import { addUser, editUser, getUserEditor, type UserEditor, type UserRow } from './api'
import { passwordCheck, userBody, userFormValues, type UserFormValues } from './params'

const adding = ({ mode }: { mode: 'add' | 'edit' }) => mode === 'add'
/** A post or role to pick; a disabled one (status 1) shows but cannot be chosen. */
const choice = (value: number, label: string, status?: string) => ({ value, label, disabled: status === '1' })

/** 添加用户 / 修改用户: the department tree to choose from, and the password rule (`sys.account.chrtype`) in force. */
export function userDialog(
  depts: TreeCheckNode[],
  chrtype: string | null | undefined,
): DialogSpec<UserRow, UserFormValues, UserEditor> {
  return {
    noun: '用户',
    width: 640,
    defaults: { sex: '0', status: '0', roleIds: [], postIds: [] },
    load: async (row) => {
      const editor = await getUserEditor(row?.userId)
      return { values: userFormValues(editor), data: editor }
    },
    save: (values, row) => (row ? editUser(userBody(values, row.userId)) : addUser(userBody(values))),
    fields: [
      {
        name: 'nickName',
        label: '用户昵称',
        span: 12,
        required: true,
        max: 30,
        maxLength: 30,
        testId: 'user-nick-name',
      },
      {
        name: 'deptId',
        label: '归属部门',
        span: 12,
        kind: 'tree-select',
        tree: () => treeChoices(depts),
        testId: 'user-dept',
      },
      {
        name: 'phonenumber',
        label: '手机号码',
        span: 12,
        rules: [rules.phone],
        maxLength: 11,
        testId: 'user-phone',
      },
      {
        name: 'email',
        label: '邮箱',
        span: 12,
        rules: [rules.email],
        max: 50,
        maxLength: 50,
        testId: 'user-email',
      },
      {
        name: 'userName',
        label: '用户名称',
        span: 12,
        visible: adding,
        required: true,
        rules: [rules.lengthRange(2, 20)],
        maxLength: 30,
        testId: 'user-user-name',
      },
      {
        name: 'password',
        label: '用户密码',
        span: 12,
        kind: 'password',
        visible: adding,
        required: true,
        rules: [toFormRule(passwordCheck(chrtype))],
        maxLength: 20,
        testId: 'user-password',
      },
      { name: 'sex', label: '用户性别', span: 12, kind: 'select', dict: 'sys_user_sex' },
      { name: 'status', label: '状态', span: 12, kind: 'radio', dict: 'sys_normal_disable' },
      {
        name: 'postIds',
        label: '岗位',
        span: 12,
        kind: 'multi-select',
        testId: 'user-posts',
        options: ({ data }) => (data?.posts ?? []).map((p) => choice(p.postId, p.postName, p.status)),
      },
      {
        name: 'roleIds',
        label: '角色',
        span: 12,
        kind: 'multi-select',
        testId: 'user-roles',
        options: ({ data }) => (data?.roles ?? []).map((r) => choice(r.roleId, r.roleName, r.status)),
      },
      { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
    ],
  }
}
