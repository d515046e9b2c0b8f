import { App, Col, Form, Input, Modal, Radio, Row, Select, TreeSelect } from 'antd'
import { rules, useDict } from '@wp/kit'
import type { TreeCheckNode } from '@wp/ui'
import { useEffect, useRef, useState } from 'react'
import { addUser, editUser, getUserEditor, type PostOption, type RoleOption } from './api'
import { PASSWORD_PATTERN, PASSWORD_PATTERN_MESSAGE, userBody, type UserFormValues } from './params'

/** 添加用户 / 修改用户. `userId` undefined = add. */
export function UserDialog({
  open,
  userId,
  deptTree,
  onClose,
  onSaved,
}: {
  open: boolean
  userId?: number
  deptTree: TreeCheckNode[]
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<UserFormValues>()
  const [saving, setSaving] = useState(false)
  const [roles, setRoles] = useState<RoleOption[]>([])
  const [posts, setPosts] = useState<PostOption[]>([])
  const { sys_user_sex: sexes, sys_normal_disable: statuses } = useDict('sys_user_sex', 'sys_normal_disable')
  const close = useRef(onClose)
  close.current = onClose
  const adding = userId === undefined

  useEffect(() => {
    if (!open) return
    form.resetFields()
    getUserEditor(userId).then(
      (res) => {
        setRoles(res.roles ?? [])
        setPosts(res.posts ?? [])
        if (res.data)
          form.setFieldsValue({
            userName: res.data.userName,
            nickName: res.data.nickName,
            deptId: res.data.deptId ?? undefined,
            phonenumber: res.data.phonenumber ?? '',
            email: res.data.email ?? '',
            sex: res.data.sex ?? '0',
            status: res.data.status,
            remark: res.data.remark ?? '',
            roleIds: res.roleIds ?? [],
            postIds: res.postIds ?? [],
          })
      },
      () => close.current(),
    )
  }, [open, userId, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      if (adding) await addUser(userBody(values))
      else await editUser(userBody(values, userId))
      message.success(adding ? '新增成功' : '修改成功')
      onSaved()
      onClose()
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title={adding ? '添加用户' : '修改用户'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'user-submit' } as never}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        data-testid="user-dialog"
        labelCol={{ flex: '80px' }}
        initialValues={{ sex: '0', status: '0', roleIds: [], postIds: [] }}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="nickName" label="用户昵称" rules={[rules.required, rules.maxLength(30)]}>
              <Input placeholder="请输入用户昵称" maxLength={30} data-testid="user-nick-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="deptId" label="归属部门">
              <TreeSelect
                placeholder="请选择归属部门"
                allowClear
                showSearch
                treeNodeFilterProp="label"
                treeDefaultExpandAll
                treeData={deptTree}
                fieldNames={{ value: 'id', label: 'label', children: 'children' }}
                data-testid="user-dept"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phonenumber" label="手机号码" rules={[rules.phone]}>
              <Input placeholder="请输入手机号码" maxLength={11} data-testid="user-phone" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label="邮箱" rules={[rules.email, rules.maxLength(50)]}>
              <Input placeholder="请输入邮箱" maxLength={50} data-testid="user-email" />
            </Form.Item>
          </Col>
          {adding && (
            <>
              <Col span={12}>
                <Form.Item name="userName" label="用户名称" rules={[rules.required, rules.lengthRange(2, 20)]}>
                  <Input placeholder="请输入用户名称" maxLength={30} data-testid="user-user-name" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="password"
                  label="用户密码"
                  rules={[
                    rules.required,
                    rules.lengthRange(5, 20),
                    { pattern: PASSWORD_PATTERN, message: PASSWORD_PATTERN_MESSAGE },
                  ]}
                >
                  <Input.Password placeholder="请输入用户密码" maxLength={20} data-testid="user-password" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="sex" label="用户性别">
              <Select placeholder="请选择性别" options={sexes.map((s) => ({ value: s.value, label: s.label }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label="状态">
              <Radio.Group options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="postIds" label="岗位">
              <Select
                mode="multiple"
                placeholder="请选择岗位"
                data-testid="user-posts"
                options={posts.map((p) => ({ value: p.postId, label: p.postName, disabled: p.status === '1' }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="roleIds" label="角色">
              <Select
                mode="multiple"
                placeholder="请选择角色"
                data-testid="user-roles"
                options={roles.map((r) => ({ value: r.roleId, label: r.roleName, disabled: r.status === '1' }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label="备注" rules={[rules.maxLength(500)]}>
              <Input.TextArea placeholder="请输入内容" rows={3} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  )
}
